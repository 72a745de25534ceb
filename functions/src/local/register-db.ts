/** The register's local DynamoDB (dynalite), dev and tests only, with the CDK app's table. */
import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  type KeySchemaElement,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { REGISTER_INDEXES, REGISTER_KEY, registerTableName } from '../register/table.ts';
import { closeServer, serverUrl } from './serve-later.ts';

export const LOCAL_REGISTER_TABLE = registerTableName('local');

export interface LocalRegister {
  endpoint: string;
  tableName: string;
  stop(): Promise<void>;
}

async function ensureRegisterTable(endpoint: string): Promise<void> {
  const client = new DynamoDBClient({
    region: 'eu-west-3',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const attributes = new Set<string>([REGISTER_KEY]);
  const key = (...names: (string | undefined)[]): KeySchemaElement[] =>
    names
      .filter((name) => name !== undefined)
      .map((name, index) => {
        attributes.add(name);
        return { AttributeName: name, KeyType: index === 0 ? 'HASH' : 'RANGE' };
      });
  try {
    await client.send(
      new CreateTableCommand({
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
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}

export async function startLocalRegister({ path }: { path?: string } = {}): Promise<LocalRegister> {
  if (path !== undefined) mkdirSync(path, { recursive: true });
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, path });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = serverUrl(server);
  await ensureRegisterTable(endpoint);
  return { endpoint, tableName: LOCAL_REGISTER_TABLE, stop: () => closeServer(server) };
}
