/** The API's refusals, shared by the page's calls (api.ts) and the confirmation page's (voucher-code.ts). */

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
 * What to tell a visitor whose request the API refused for what it holds (400: an address the
 * server cannot write to, a name too long…): the API's own French sentence. `''` for any other
 * failure (the service down, no network), where the page's general notice says to try again.
 */
export function refusalReason(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? error.reason : '';
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
