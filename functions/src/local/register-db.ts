/** The register's local DynamoDB (dynalite), dev and tests only, with the CDK app's table. */
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  CreateTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  type KeySchemaElement,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { ClassicLevel } from 'classic-level';
import dynalite from 'dynalite';
import { REGISTER_INDEXES, REGISTER_KEY, registerTableName } from '../register/table.ts';
import { closeServer, serverUrl } from './serve-later.ts';

export const LOCAL_REGISTER_TABLE = registerTableName('local');

const localClient = (endpoint: string, maxAttempts?: number) =>
  new DynamoDBClient({
    region: 'eu-west-3',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts,
  });

async function ensureRegisterTable(endpoint: string): Promise<void> {
  const client = localClient(endpoint);
  const attributes = new Set<string>([REGISTER_KEY]);
  const key = (...names: (string | undefined)[]): KeySchemaElement[] =>
    names
      .filter((name) => name !== undefined)
      .map((name, index) => {
        attributes.add(name);
        return { AttributeName: name, KeyType: index === 0 ? 'HASH' : 'RANGE' };
      });
  try {
    const table = new CreateTableCommand({
      TableName: LOCAL_REGISTER_TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: key(REGISTER_KEY),
      GlobalSecondaryIndexes: Object.values(REGISTER_INDEXES).map((index) => ({
        IndexName: index.name,
        KeySchema: key(index.partitionKey, index.sortKey),
        Projection: { ProjectionType: 'ALL' },
      })),
      AttributeDefinitions: [...attributes].map((name) => ({
        AttributeName: name,
        AttributeType: 'S',
      })),
    });
    await client.send(table).catch((error: unknown) => {
      if (!(error instanceof ResourceInUseException)) throw error;
    });
    // dynalite answers « not found » while the table is CREATING, however short `createTableMs`.
    const polling = { client, minDelay: 0.05, maxDelay: 0.5, maxWaitTime: 30 };
    await waitUntilTableExists(polling, { TableName: LOCAL_REGISTER_TABLE });
  } finally {
    client.destroy();
  }
}

/** Where the process that holds a register on disk writes its address, for the others to use it. */
export const registerAddressFile = (path: string) => `${path}.json`;

/** Another process holds the register's LevelDB files and does not answer at its address. */
export class RegisterInUseError extends Error {}

/**
 * dynalite cannot report a locked or damaged store: it opens lazily and throws « Database is
 * closed » later.
 */
async function assertOpenable(path: string): Promise<void> {
  let db: ClassicLevel | undefined;
  try {
    mkdirSync(path, { recursive: true });
    db = new ClassicLevel(path);
    await db.open();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (cause?.code === 'LEVEL_LOCKED')
      throw new RegisterInUseError(`${path} is held by another process`, { cause: error });
    throw new Error(
      `Cannot open the register in ${path} (${cause?.message ?? (error as Error).message}): move that folder away (it holds local test vouchers only), or set REGISTER_DIR to another one.`,
      { cause: error },
    );
  } finally {
    await db?.close();
  }
}

/** The address a running stack wrote for `path`, if it answers; a crashed stack leaves a dead one. */
export async function runningRegister(path: string): Promise<string | undefined> {
  let client: DynamoDBClient | undefined;
  try {
    const file = readFileSync(registerAddressFile(path), 'utf8');
    const { endpoint } = JSON.parse(file) as { endpoint: string };
    client = localClient(endpoint, 1);
    await client.send(new ListTablesCommand({}), { abortSignal: AbortSignal.timeout(5_000) });
    return endpoint;
  } catch {
    return undefined;
  } finally {
    client?.destroy();
  }
}

export type LocalRegister = Awaited<ReturnType<typeof startLocalRegister>>;

export async function startLocalRegister({ path }: { path?: string } = {}) {
  if (path !== undefined) await assertOpenable(path);
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, path });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const endpoint = serverUrl(server);
  await ensureRegisterTable(endpoint);
  if (path !== undefined)
    writeFileSync(registerAddressFile(path), `${JSON.stringify({ endpoint, pid: process.pid })}\n`);
  return {
    endpoint,
    async stop() {
      if (path !== undefined) rmSync(registerAddressFile(path), { force: true });
      await closeServer(server);
    },
  };
}
