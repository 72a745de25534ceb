/**
 * What the share button does, without React, so an HTML-only page's plain script can import it
 * (`@clinique/ui/share-page`) as ShareButton does: the device's share sheet (`navigator.share`), or
 * the address copied to the clipboard and `onCopied` called. A cancelled share (AbortError) is
 * ignored; other failures are only logged, as the specification asks.
 */
export async function sharePage({
  title,
  url,
  onCopied,
}: {
  title: string;
  url: string;
  onCopied: () => void;
}): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    onCopied();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.error('Partage impossible', error);
  }
}
