import { Button } from '../Button/Button.tsx';
import { sharePage } from './share-page.ts';

export interface ShareButtonProps {
  label: string;
  title: string;
  url?: string;
  onCopied: () => void;
}

export function ShareButton({ label, title, url, onCopied }: ShareButtonProps) {
  return (
    <Button
      variant="outline"
      size="sm"
      icon="share"
      onClick={() => void sharePage({ title, url: url ?? window.location.href, onCopied })}
    >
      {label}
    </Button>
  );
}
