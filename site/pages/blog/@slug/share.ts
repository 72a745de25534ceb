export const SHARE = {
  wrapperAttribute: 'data-share',
  noticeId: 'lien-copie',
  /** The Toaster's TOAST_DURATION_MS, written here as its module would bring React into this script. */
  noticeMs: 4000,
} as const;

/** The server answers it, with status 404, for any unknown /blog/… path. */
export const ARTICLE_NOT_FOUND_PATH = '/blog/404';
