import type { Phone } from '@clinique/catalog';
import { telHref } from '../../utils/phone.ts';
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button.tsx';

export interface PhoneButtonProps {
  /** The clinic's phone from the catalog: its number is shown, its E.164 form dialled. */
  phone: Phone;
  /** Default `outline`. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** A button that calls the clinic: a `tel:` link showing the number, with the phone icon. */
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
