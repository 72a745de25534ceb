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

export function stringField(body: unknown, name: string): string {
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value : '';
}

export async function errorOf(path: string, response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const code = stringField(body, 'error') || 'unknown';
  return new ApiError(path, response.status, code, stringField(body, 'message'));
}
