/** Without React, so an HTML-only page's plain script can import it; failures only logged, as the spec asks. */
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
