/** `reason` is the API's French sentence, `''` when none; `fields`, each refused field's own. */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly code: string,
    readonly reason = '',
    readonly fields: Readonly<Record<string, string>> = {},
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

/** `fieldsOf` reads the refused fields: passed, not imported, so pages that need none load none. */
export async function errorOf(
  path: string,
  response: Response,
  fieldsOf?: (body: unknown) => Record<string, string>,
): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const code = stringField(body, 'error') || 'unknown';
  return new ApiError(path, response.status, code, stringField(body, 'message'), fieldsOf?.(body));
}
