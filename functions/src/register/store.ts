/** Every write is conditional (free code, or the version read): concurrent writers lose nothing. */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { RegisterConfig } from '../config.ts';
import { VoucherItemSchema, type VoucherItem } from './schema.ts';
import { DUE_SHARD, REGISTER_INDEXES, REGISTER_KEY } from './table.ts';
import type { Transition } from './transitions.ts';

export type VoucherRegister = ReturnType<typeof dynamoRegister>;

const CHANGE_ATTEMPTS = 8;

/** Every attempt lost to another writer: the caller may say so, or let the write be retried. */
export class RegisterBusyError extends Error {
  constructor(code: string) {
    super(`register busy: ${CHANGE_ATTEMPTS} concurrent writes on ${code} in a row`);
  }
}

/** The register's table at `endpoint` (dynalite), or on AWS when `endpoint` is undefined. */
export function localRegister(
  endpoint: string | undefined,
  tableName: string,
  region = 'eu-west-3',
) {
  return dynamoRegister({ tableName, region, endpoint, workerFunctionName: undefined });
}

export function createDynamoClient(config: RegisterConfig): DynamoDBDocumentClient {
  const options: DynamoDBClientConfig = { region: config.region };
  if (config.endpoint !== undefined) {
    options.endpoint = config.endpoint;
    // dynalite checks that a request is signed, not by whom.
    options.credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  }
  return DynamoDBDocumentClient.from(new DynamoDBClient(options), {
    marshallOptions: { removeUndefinedValues: true },
  });
}

/** By name: the SDK's own class, or any copy of it a bundle may hold. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** `doc`: a client the caller shares (the desk's sign-in store), else one of its own. */
export function dynamoRegister(config: RegisterConfig, doc = createDynamoClient(config)) {
  const { tableName } = config;
  const parse = (item: unknown) => v.parse(VoucherItemSchema, item);
  const write = (item: VoucherItem, condition: object) =>
    doc.send(new PutCommand({ TableName: tableName, Item: parse(item), ...condition }));

  /** DynamoDB ends a page at 1 MB, whatever `Limit` asked: read on until `Limit` or the end. */
  const query = async ({
    Limit: limit,
    ...input
  }: Omit<QueryCommandInput, 'TableName'> & { Limit: number }): Promise<VoucherItem[]> => {
    const items: VoucherItem[] = [];
    let start: QueryCommandInput['ExclusiveStartKey'];
    do {
      const page = await doc.send(
        new QueryCommand({
          TableName: tableName,
          ...input,
          Limit: Number.isFinite(limit) ? limit - items.length : undefined,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(page.Items ?? []).map(parse));
      start = page.LastEvaluatedKey;
    } while (start !== undefined && items.length < limit);
    return items;
  };

  const byKey = (
    index: { name: string; partitionKey: string },
    value: string,
    limit: number,
    newestFirst = true,
  ): Promise<VoucherItem[]> =>
    query({
      IndexName: index.name,
      KeyConditionExpression: '#key = :value',
      ExpressionAttributeNames: { '#key': index.partitionKey },
      ExpressionAttributeValues: { ':value': value },
      ...(newestFirst ? { ScanIndexForward: false } : {}),
      Limit: limit,
    });

  const get = async (code: string): Promise<VoucherItem | undefined> => {
    const { Item } = await doc.send(
      new GetCommand({ TableName: tableName, Key: { [REGISTER_KEY]: code }, ConsistentRead: true }),
    );
    return Item === undefined ? undefined : parse(Item);
  };

  return {
    /** `exists` when the code is already there (a redelivery). */
    async create(item: VoucherItem) {
      try {
        await write(item, {
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': REGISTER_KEY },
        });
        return 'created';
      } catch (error) {
        if (isConditionFailure(error)) return 'exists';
        throw error;
      }
    },

    get,

    async change(code: string, transition: Transition) {
      for (let attempt = 1; ; attempt += 1) {
        const current = await get(code);
        if (current === undefined) return { ok: false, reason: 'not_found' } as const;
        const outcome = transition(current);
        if (!outcome.ok) return outcome;
        if (outcome.item === current) return { ok: true, item: current, changed: false } as const;
        const next = { ...outcome.item, version: current.version + 1 };
        try {
          await write(next, {
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': current.version },
          });
          return { ok: true, item: next, changed: true } as const;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          if (attempt >= CHANGE_ATTEMPTS) throw new RegisterBusyError(code);
          // Apart and at random: writers that collided do not collide again in step.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
        }
      }
    },

    async findByPaymentIntent(paymentIntentId: string) {
      const [item] = await byKey(REGISTER_INDEXES.byPaymentIntent, paymentIntentId, 1, false);
      // An index is eventually consistent: read the item itself.
      return item === undefined ? undefined : get(item.code);
    },

    due(now: Date, limit = 25) {
      const index = REGISTER_INDEXES.due;
      return query({
        IndexName: index.name,
        KeyConditionExpression: '#shard = :shard AND #at <= :now',
        ExpressionAttributeNames: { '#shard': index.partitionKey, '#at': index.sortKey },
        ExpressionAttributeValues: { ':shard': DUE_SHARD, ':now': now.toISOString() },
        Limit: limit,
      });
    },

    /** Every voucher of `status` unless `limit` says how many of the newest. */
    byStatus(status: VoucherItem['status'], limit = Infinity) {
      return byKey(REGISTER_INDEXES.byStatus, status, limit);
    },

    byBuyer(email: string, limit = 100) {
      return byKey(REGISTER_INDEXES.byBuyer, email.trim().toLowerCase(), limit);
    },
  };
}
