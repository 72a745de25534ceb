/**
 * Starts the worker without waiting: in AWS an async invocation, locally in this process. The
 * register's lease and the sweep make a lost start harmless.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { RegisterConfig } from '../config.ts';
import { errorFields, type Logger } from '../logger.ts';

const QUIET_MS = 100;

/** Waits for a quiet moment: a PDF takes the CPU and the webhook's answers must not wait behind it. */
export function inProcessDispatcher(run: (code: string) => Promise<unknown>, log: Logger) {
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
    timer = setTimeout(() => started?.(), QUIET_MS);
  };
  return {
    dispatch(code: string) {
      if (!waiting.includes(code)) waiting.push(code);
      schedule();
      return Promise.resolve();
    },
    async idle() {
      while (draining !== undefined) await draining;
    },
  };
}

/** No code: a sweep. */
export interface WorkerEvent {
  code?: string;
}

/** The worker's Lambda, which the configuration names on AWS. */
export function lambdaDispatcher({ workerFunctionName, region }: RegisterConfig) {
  if (workerFunctionName === undefined) throw new Error('WORKER_FUNCTION_NAME is missing');
  const client = new LambdaClient({ region });
  return {
    async dispatch(code: string) {
      const event: WorkerEvent = { code };
      await client.send(
        new InvokeCommand({
          FunctionName: workerFunctionName,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify(event)),
        }),
      );
    },
  };
}
