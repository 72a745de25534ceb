/** The API's refusals, shared by the page's calls (api.ts) and the confirmation page's (voucher-code.ts). */
import type { Notice } from '@clinique/ui';

/**
 * An answer the API refused, with its error code (`mail_unavailable`, `invalid_request`…) and the
 * French sentence it gave (`reason`, `''` when none).
 */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly code: string,
    readonly reason = '',
  ) {
    super(`${path} answered ${status} (${code})`);
    this.name = 'ApiError';
  }
}

/**
 * The notice for a form whose request failed. A refusal of what the visitor typed (400: an address
 * the server cannot write to, a name too long…) keeps the form's title and gives the API's own French
 * sentence, since trying again could not help. Any other failure (the service down, no network) is
 * logged as `logMessage` and gets the form's general notice, which says to try again.
 */
export function failureNotice(error: unknown, notice: Notice, logMessage: string): Notice {
  if (error instanceof ApiError && error.status === 400 && error.reason) {
    return { title: notice.title, description: error.reason };
  }
  console.error(logMessage, error);
  return notice;
}

/** The string `body[name]` of a JSON answer, or `''`. */
export function stringField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null || !(name in body)) return '';
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The refusal `response` carries (its JSON `error` code, or `unknown`). */
export async function errorOf(path: string, response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const code = stringField(body, 'error') || 'unknown';
  return new ApiError(path, response.status, code, stringField(body, 'message'));
}
