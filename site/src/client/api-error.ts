import type { Notice } from '@clinique/ui';

/** `reason` is the API's French sentence, `''` when none. */
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
 * A 400 refused what the visitor typed, so the API's own sentence says what to fix; any other
 * failure gets the form's notice, which says to try again.
 */
export function failureNotice(error: unknown, notice: Notice, logMessage: string): Notice {
  if (error instanceof ApiError && error.status === 400 && error.reason) {
    return { title: notice.title, description: error.reason };
  }
  console.error(logMessage, error);
  return notice;
}

export function stringField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null || !(name in body)) return '';
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export async function errorOf(path: string, response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const code = stringField(body, 'error') || 'unknown';
  return new ApiError(path, response.status, code, stringField(body, 'message'));
}
