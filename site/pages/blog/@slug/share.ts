/** What the article page writes for its plain script (+client.ts): the share button and its notice. */
export const SHARE = {
  /** The wrapper of the share button, `hidden` until the script runs. */
  wrapperAttribute: 'data-share',
  /** Id of the live region of the "Lien copié !" notice (StaticToast; it stays TOAST_DURATION_MS). */
  noticeId: 'lien-copie',
} as const;

/** The URL the prerender writes the "Article introuvable" page to; the server answers it, with status 404, for any unknown /blog/… path. */
export const ARTICLE_NOT_FOUND_PATH = '/blog/404';
