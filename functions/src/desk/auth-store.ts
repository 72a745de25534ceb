/**
 * The desk's sign-in state in the register's table (`auth#` keys, TTL on `expiresAt`): links are
 * kept by the hash of their token, so the table never holds a usable one.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../register/store.ts';
import { REGISTER_KEY } from '../register/table.ts';

export const LINK_TTL_MS = 15 * 60_000;
export const SESSION_TTL_MS = 12 * 3600_000;

export type RateAnswer = { allowed: true } | { allowed: false; retryAt: Date };

/** Concurrent requests of one key retry their write this many times, then are refused. */
const RATE_WRITE_ATTEMPTS = 5;

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
const epoch = (ms: number) => Math.floor(ms / 1000);

export type DeskAuthStore = ReturnType<typeof dynamoAuthStore>;

export function dynamoAuthStore(doc: DynamoDBDocumentClient, tableName: string) {
  const key = (value: string) => ({ [REGISTER_KEY]: value });
  /** `email` kept under `name` until `ttlMs` after `now`; `fresh`: refused if it exists. */
  const put = (name: string, email: string, now: Date, ttlMs: number, fresh = false) =>
    doc.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...key(name), email, expiresAt: epoch(now.getTime() + ttlMs) },
        ...(fresh && {
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': REGISTER_KEY },
        }),
      }),
    );
  const read = async (name: string) => {
    const get = new GetCommand({ TableName: tableName, Key: key(name), ConsistentRead: true });
    return (await doc.send(get)).Item;
  };
  return {
    async createLink(email: string, now: Date) {
      const token = randomBytes(32).toString('base64url');
      await put(`auth#link#${hash(token)}`, email, now, LINK_TTL_MS);
      return token;
    },

    async consumeLink(token: string, now: Date) {
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

    async createSession(email: string, now: Date) {
      const id = randomBytes(24).toString('base64url');
      await put(`auth#session#${id}`, email, now, SESSION_TTL_MS, true);
      return id;
    },

    async isSession(id: string, email: string, now: Date) {
      if (!/^[\w-]{20,64}$/.test(id)) return false;
      const item = await read(`auth#session#${id}`);
      return (
        item?.['email'] === email &&
        typeof item['expiresAt'] === 'number' &&
        item['expiresAt'] > epoch(now.getTime())
      );
    },

    async deleteSession(id: string) {
      if (!/^[\w-]{20,64}$/.test(id)) return;
      await doc.send(new DeleteCommand({ TableName: tableName, Key: key(`auth#session#${id}`) }));
    },

    /**
     * Counts one request of `name` if fewer than `limit` were counted in the `windowMs` before `now`
     * (a sliding window: no burst across a fixed window's edge); refused, says when to retry.
     */
    async allow(name: string, limit: number, windowMs: number, now: Date): Promise<RateAnswer> {
      const at = now.getTime();
      const rateName = `auth#rate#${hash(name)}`;
      for (let attempt = 0; attempt < RATE_WRITE_ATTEMPTS; attempt += 1) {
        const item = await read(rateName);
        const seen: unknown = item?.['times'];
        const times = (Array.isArray(seen) ? seen : []).filter(
          (time): time is number => typeof time === 'number' && time > at - windowMs,
        );
        if (times.length >= limit) {
          return { allowed: false, retryAt: new Date(Math.min(...times) + windowMs) };
        }
        const seenVersion: unknown = item?.['version'];
        const version = typeof seenVersion === 'number' ? seenVersion : 0;
        try {
          await doc.send(
            new PutCommand({
              TableName: tableName,
              Item: {
                ...key(rateName),
                times: [...times, at],
                version: version + 1,
                expiresAt: epoch(at + windowMs),
              },
              // Written over only as read: two requests at once cannot both take the last place.
              ConditionExpression: 'attribute_not_exists(#version) OR #version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': version },
            }),
          );
          return { allowed: true };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return { allowed: false, retryAt: new Date(at + 1000) };
    },
  };
}
