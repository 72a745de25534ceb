import type { Phone } from '@clinique/catalog';
import { telHref } from '../../utils/phone.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';

export interface PhoneButtonProps {
  phone: Phone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

export function PhoneButton({
  phone,
  variant = 'outline',
  size,
  fullWidth,
  className,
}: PhoneButtonProps) {
  return (
    <Button
      href={telHref(phone)}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      icon="phone"
      className={className}
    >
      {phone.display}
    </Button>
  );
}
