/** What the article page writes for its plain script (+client.ts): the share button and its notice. */
export const SHARE = {
  /** The wrapper of the share button, `hidden` until the script runs. */
  wrapperAttribute: 'data-share',
  /** Id of the live region of the "Lien copié !" notice (StaticToast). */
  noticeId: 'lien-copie',
  /**
   * How long the notice stays: 4 s, the Toaster's TOAST_DURATION_MS on the hydrated pages (written
   * here because the Toaster's module would bring React into this page's script).
   */
  noticeMs: 4000,
} as const;

/** The URL the prerender writes the "Article introuvable" page to; the server answers it, with status 404, for any unknown /blog/… path. */
export const ARTICLE_NOT_FOUND_PATH = '/blog/404';
