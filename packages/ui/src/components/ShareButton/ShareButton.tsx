import { Button, type ButtonVariant } from '../Button/Button.tsx';

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
 * Shares the page with the device's share sheet (`navigator.share`), or copies its address to the
 * clipboard and calls `onCopied`. A cancelled share (AbortError) is ignored; other failures are only
 * logged, as the specification asks.
 */
export function ShareButton({
  label,
  title,
  url,
  onCopied,
  variant = 'outline',
}: ShareButtonProps) {
  async function share() {
    const address = url ?? window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url: address });
        return;
      }
      await navigator.clipboard.writeText(address);
      onCopied();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Partage impossible', error);
    }
  }
  return (
    <Button variant={variant} size="sm" icon="share" onClick={() => void share()}>
      {label}
    </Button>
  );
}
