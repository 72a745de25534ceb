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

export function inProcessDispatcher(
  run: (code: string) => Promise<unknown>,
  log: Logger,
): Dispatcher {
  const running = new Set<Promise<unknown>>();
  return {
    dispatch(code) {
      const task = run(code)
        .catch((error: unknown) => log.error('worker.failed', errorFields(error)))
        .finally(() => running.delete(task));
      running.add(task);
      return Promise.resolve();
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
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
