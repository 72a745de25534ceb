/**
 * The desk's sign-in state in the register's table (`auth#` keys, TTL on `expiresAt`): links are
 * kept by the hash of their token, so the table never holds a usable one.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { REGISTER_KEY } from '../register/table.ts';

export const LINK_TTL_MS = 15 * 60_000;
export const SESSION_TTL_MS = 12 * 3600_000;

export interface DeskAuthStore {
  createLink(email: string, now: Date): Promise<string>;
  consumeLink(token: string, now: Date): Promise<string | undefined>;
  createSession(email: string, now: Date): Promise<string>;
  isSession(id: string, email: string, now: Date): Promise<boolean>;
  deleteSession(id: string): Promise<void>;
  /** Counts one request of `key` in the current window; false once `limit` is reached. */
  allow(key: string, limit: number, windowMs: number, now: Date): Promise<boolean>;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const epoch = (ms: number) => Math.floor(ms / 1000);

function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

export function dynamoAuthStore(doc: DynamoDBDocumentClient, tableName: string): DeskAuthStore {
  const key = (value: string) => ({ [REGISTER_KEY]: value });
  return {
    async createLink(email, now) {
      const token = randomBytes(32).toString('base64url');
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...key(`auth#link#${hash(token)}`),
            email,
            expiresAt: epoch(now.getTime() + LINK_TTL_MS),
          },
        }),
      );
      return token;
    },

    async consumeLink(token, now) {
      if (!/^[\w-]{20,100}$/.test(token)) return undefined;
      try {
        const { Attributes } = await doc.send(
          new DeleteCommand({
            TableName: tableName,
            Key: key(`auth#link#${hash(token)}`),
            // TTL deletion is lazy: an expired link may still be there.
            ConditionExpression: 'attribute_exists(#key) AND expiresAt > :now',
            ExpressionAttributeNames: { '#key': REGISTER_KEY },
            ExpressionAttributeValues: { ':now': epoch(now.getTime()) },
            ReturnValues: 'ALL_OLD',
          }),
        );
        const email: unknown = Attributes?.['email'];
        return typeof email === 'string' ? email : undefined;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    async createSession(email, now) {
      const id = randomBytes(24).toString('base64url');
      await doc.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...key(`auth#session#${id}`),
            email,
            expiresAt: epoch(now.getTime() + SESSION_TTL_MS),
          },
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': REGISTER_KEY },
        }),
      );
      return id;
    },

    async isSession(id, email, now) {
      if (!/^[\w-]{20,64}$/.test(id)) return false;
      const { Item } = await doc.send(
        new GetCommand({
          TableName: tableName,
          Key: key(`auth#session#${id}`),
          ConsistentRead: true,
        }),
      );
      return (
        Item?.['email'] === email &&
        typeof Item['expiresAt'] === 'number' &&
        Item['expiresAt'] > epoch(now.getTime())
      );
    },

    async deleteSession(id) {
      if (!/^[\w-]{20,64}$/.test(id)) return;
      await doc.send(new DeleteCommand({ TableName: tableName, Key: key(`auth#session#${id}`) }));
    },

    async allow(name, limit, windowMs, now) {
      const window = Math.floor(now.getTime() / windowMs);
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(`auth#rate#${hash(name)}#${window}`),
            UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':limit': limit,
              ':expires': epoch((window + 2) * windowMs),
            },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}
