import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { sharePage } from './share-page.ts';

export interface ShareButtonProps {
  label: string;
  title: string;
  url?: string;
  onCopied: () => void;
  variant?: ButtonVariant;
}

export function ShareButton({
  label,
  title,
  url,
  onCopied,
  variant = 'outline',
}: ShareButtonProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      icon="share"
      onClick={() => void sharePage({ title, url: url ?? window.location.href, onCopied })}
    >
      {label}
    </Button>
  );
}
