/** The register's table, shared by the CDK app, dynalite and the queries. No dependency. */

export const REGISTER_KEY = 'code';

export const REGISTER_INDEXES = {
  byStatus: { name: 'byStatus', partitionKey: 'status', sortKey: 'issuedAt' },
  byBuyer: { name: 'byBuyer', partitionKey: 'buyerEmail', sortKey: 'issuedAt' },
  /** Refund events name the PaymentIntent. */
  byPaymentIntent: { name: 'byPaymentIntent', partitionKey: 'paymentIntentId', sortKey: undefined },
  /** Sparse, one partition ordered by `dueAt`: a clinic sells a few vouchers a day. */
  due: { name: 'due', partitionKey: 'dueShard', sortKey: 'dueAt' },
} as const;

export const DUE_SHARD = 'due';

export function registerTableName(stage: string): string {
  return `clinique-${stage}-vouchers`;
}
