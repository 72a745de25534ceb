/**
 * Structured logs, one JSON object a line (CloudWatch reads them as they are).
 * Callers log events and identifiers only: never a message body, never card data, never a
 * visitor's e-mail or name.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

function write(level: 'info' | 'warn' | 'error', event: string, fields: LogFields = {}): void {
  // The reserved keys win over fields of the same name.
  const line = JSON.stringify({ ...fields, level, event, time: new Date().toISOString() });
  if (level === 'info') console.log(line);
  else if (level === 'warn') console.warn(line);
  else console.error(line);
}

export const consoleLogger: Logger = {
  info: (event, fields) => write('info', event, fields),
  warn: (event, fields) => write('warn', event, fields),
  error: (event, fields) => write('error', event, fields),
};

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** What a log may say about an error: its kind and provider codes, not the request's content. */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: typeof error };
  const fields: LogFields = { error: error.name, errorMessage: error.message.slice(0, 300) };
  const extra = error as Error & { code?: unknown; statusCode?: unknown; type?: unknown };
  if (typeof extra.code === 'string') fields['errorCode'] = extra.code;
  if (typeof extra.statusCode === 'number') fields['statusCode'] = extra.statusCode;
  if (typeof extra.type === 'string') fields['errorType'] = extra.type;
  return fields;
}
