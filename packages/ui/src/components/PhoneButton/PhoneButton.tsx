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

export function PhoneButton({ phone, variant = 'outline', ...look }: PhoneButtonProps) {
  return (
    <Button href={telHref(phone)} variant={variant} icon="phone" {...look}>
      {phone.display}
    </Button>
  );
}
