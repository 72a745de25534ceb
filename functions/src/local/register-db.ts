/** The register's local DynamoDB (dynalite), dev and tests only, with the CDK app's table. */
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { REGISTER_INDEXES, REGISTER_KEY, registerTableName } from '../register/table.ts';

export const LOCAL_REGISTER_TABLE = registerTableName('local');

export interface LocalRegister {
  endpoint: string;
  tableName: string;
  stop(): Promise<void>;
}

export async function ensureRegisterTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    region: 'eu-west-3',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const attributes = new Set<string>([REGISTER_KEY]);
  const indexes: GlobalSecondaryIndex[] = Object.values(REGISTER_INDEXES).map((index) => {
    attributes.add(index.partitionKey);
    if (index.sortKey !== undefined) attributes.add(index.sortKey);
    return {
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        ...(index.sortKey === undefined
          ? []
          : [{ AttributeName: index.sortKey, KeyType: 'RANGE' as const }]),
      ],
      Projection: { ProjectionType: 'ALL' },
    };
  });
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [{ AttributeName: REGISTER_KEY, KeyType: 'HASH' }],
        AttributeDefinitions: [...attributes].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexes: indexes,
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  } finally {
    client.destroy();
  }
}

export async function startLocalRegister(
  options: { port?: number; path?: string } = {},
): Promise<LocalRegister> {
  if (options.path !== undefined) mkdirSync(options.path, { recursive: true });
  const server: Server = dynalite({
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
    ...(options.path === undefined ? {} : { path: options.path }),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ensureRegisterTable(endpoint, LOCAL_REGISTER_TABLE);
  return {
    endpoint,
    tableName: LOCAL_REGISTER_TABLE,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
