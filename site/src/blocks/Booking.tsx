/** The external booking button ("Prendre Rendez-vous"): the booking platform, in a new tab. */
import { catalog } from '@clinique/catalog';
import { Button, type ButtonVariant } from '@clinique/ui';

export function BookingButton({
  variant = 'primary',
  fullWidth,
  label = catalog.layout.bookingLabel,
}: {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  label?: string;
}) {
  return (
    <Button
      href={catalog.clinic.bookingUrl}
      external
      variant={variant}
      fullWidth={fullWidth}
      icon="calendar"
      newTabLabel={catalog.interfaceText.newTab}
    >
      {label}
    </Button>
  );
}
