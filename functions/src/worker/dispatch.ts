/**
 * How the webhook starts the worker on a new voucher without waiting for it: in AWS an
 * asynchronous invocation of the worker's function; locally and in tests the same worker code in
 * this process. Either way the register's lease and the sweep make a lost start harmless.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { errorFields, type Logger } from '../logger.ts';

export interface Dispatcher {
  dispatch(code: string): Promise<void>;
  /** Resolves once every run started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
}

/**
 * The worker in this process, one voucher at a time, once the requests have quietened for a
 * moment: drawing a PDF takes the CPU, and the webhook's answers must not wait behind it (in AWS
 * the worker is another function). A code already waiting is not queued twice.
 */
export function inProcessDispatcher(
  run: (code: string) => Promise<unknown>,
  log: Logger,
  quietMs = 100,
): Dispatcher {
  const waiting: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let started: (() => void) | undefined;
  const drain = async () => {
    for (let code = waiting.shift(); code !== undefined; code = waiting.shift()) {
      await run(code).catch((error: unknown) => log.error('worker.failed', errorFields(error)));
      // Let the requests that arrived meanwhile be answered first.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    draining ??= new Promise<void>((resolve) => (started = resolve)).then(drain).finally(() => {
      draining = undefined;
      if (waiting.length > 0) schedule();
    });
    timer = setTimeout(() => started?.(), quietMs);
  };
  return {
    dispatch(code) {
      if (!waiting.includes(code)) waiting.push(code);
      schedule();
      return Promise.resolve();
    },
    async idle() {
      while (draining !== undefined) await draining;
    },
  };
}

/** The worker event: one voucher to fulfil (the schedule sends no code: a sweep). */
export interface WorkerEvent {
  code?: string;
}

export function lambdaDispatcher(functionName: string, region: string): Dispatcher {
  const client = new LambdaClient({ region });
  return {
    async dispatch(code) {
      const event: WorkerEvent = { code };
      await client.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify(event)),
        }),
      );
    },
    idle: () => Promise.resolve(),
  };
}
