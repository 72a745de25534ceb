/** Events and identifiers only: never a message body, card data, or a visitor's e-mail or name. */
import { AsyncLocalStorage } from 'node:async_hooks';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
  /** A person must act (a paid voucher not delivered): the alarm's metric filter reads `alert`. */
  alert(event: string, fields?: LogFields): void;
}

const context = new AsyncLocalStorage<LogFields>();

/** A request's correlation ids on every line it logs, down to the last awaited call. */
export function withLogContext<T>(fields: LogFields, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

function write(level: keyof Logger, event: string, fields: LogFields = {}): void {
  // The reserved keys win over fields of the same name.
  const line = JSON.stringify({
    ...context.getStore(),
    ...fields,
    level,
    event,
    time: new Date().toISOString(),
  });
  // Not console: Lambda would wrap the line in its own JSON, where metric filters cannot read it.
  process.stdout.write(`${line}\n`);
}

export const consoleLogger: Logger = {
  info: (event, fields) => write('info', event, fields),
  warn: (event, fields) => write('warn', event, fields),
  error: (event, fields) => write('error', event, fields),
  alert: (event, fields) => write('alert', event, fields),
};

/** Never the message: Stripe's and SES's can quote the request (an e-mail address). */
export function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: typeof error };
  const fields: LogFields = { error: error.name };
  const extra = error as Error & {
    code?: unknown;
    statusCode?: unknown;
    $metadata?: { httpStatusCode?: unknown };
  };
  if (typeof extra.code === 'string' && /^[\w.-]{1,100}$/.test(extra.code)) {
    fields['errorCode'] = extra.code;
  }
  const status = extra.statusCode ?? extra.$metadata?.httpStatusCode;
  if (typeof status === 'number') fields['statusCode'] = status;
  return fields;
}
