/**
 * The voucher register's DynamoDB table: keys and indexes, shared by the CDK app, the local
 * DynamoDB (dynalite) and the code that queries it. No dependency: the CDK app imports it as is.
 */

/** Partition key of every voucher item: its code (`BC-…`). */
export const REGISTER_KEY = 'code';

/** The desk's lists and the worker's queue, each a global secondary index (all attributes). */
export const REGISTER_INDEXES = {
  /** Vouchers of one status (`active`, `used`, `void`), newest first. */
  byStatus: { name: 'byStatus', partitionKey: 'status', sortKey: 'issuedAt' },
  /** Vouchers bought by one address (lower case), newest first. */
  byBuyer: { name: 'byBuyer', partitionKey: 'buyerEmail', sortKey: 'issuedAt' },
  /** The voucher of a PaymentIntent (refund events name the PaymentIntent). */
  byPaymentIntent: { name: 'byPaymentIntent', partitionKey: 'paymentIntentId', sortKey: undefined },
  /**
   * Work to do at a time (fulfilment, retries): sparse, only items with `dueShard` set, one
   * partition (`due`) ordered by `dueAt` — a clinic sells a few vouchers a day.
   */
  due: { name: 'due', partitionKey: 'dueShard', sortKey: 'dueAt' },
} as const;

export const DUE_SHARD = 'due';

/** Table name per stage (`clinique-<stage>-vouchers`); locally `clinique-local-vouchers`. */
export function registerTableName(stage: string): string {
  return `clinique-${stage}-vouchers`;
}
