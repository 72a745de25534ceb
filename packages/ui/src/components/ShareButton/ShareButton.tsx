import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { sharePage } from './share-page.ts';

export interface ShareButtonProps {
  /** "Partager". */
  label: string;
  /** Title of the shared page (the article). */
  title: string;
  /** Address to share; the current page by default. */
  url?: string;
  /** Called after the link was copied (no share sheet): show "Lien copié !". */
  onCopied: () => void;
  variant?: ButtonVariant;
}

/**
 * Shares the page (`sharePage`): the device's share sheet, or its address copied to the clipboard
 * and `onCopied` called; a cancelled share is ignored, other failures only logged.
 */
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
