/** `npm run vouchers`: what the clinic's developer reads of the register (local, read-only). */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDynamoClient, dynamoRegister } from '../src/register/store.ts';
import {
  LOCAL_REGISTER_TABLE,
  startLocalRegister,
  type LocalRegister,
} from '../src/local/register-db.ts';
import { recordUse } from '../src/register/transitions.ts';
import type { VoucherItem } from '../src/register/schema.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/vouchers.ts', import.meta.url));
let db: LocalRegister;

const issued = '2026-11-20T09:30:00.000Z';
const item: VoucherItem = {
  code: 'BC-23456789AB',
  status: 'active',
  issuedAt: issued,
  validUntil: '2027-11-20',
  amountCents: 15_000,
  balanceCents: 15_000,
  kind: 'offer',
  offerId: 'eclat',
  title: 'Bon Éclat',
  giftType: 'Bon Éclat',
  validityMonths: 12,
  sessionId: 'cs_test_cli',
  orderedAt: issued,
  buyerName: 'Paul Martin',
  buyerEmail: 'paul@example.com',
  recipientName: 'Élise Durand',
  fulfilment: {
    state: 'done',
    attempts: 0,
    buyerEmailedAt: issued,
    clinicNotifiedAt: issued,
    leaseUntil: null,
    lastError: null,
  },
  history: [{ at: issued, actor: 'stripe', type: 'issued', amountCents: 15_000 }],
  version: 1,
};

beforeAll(async () => {
  db = await startLocalRegister();
  const register = dynamoRegister(
    createDynamoClient({
      tableName: db.tableName,
      region: 'eu-west-3',
      endpoint: db.endpoint,
      workerFunctionName: undefined,
    }),
    LOCAL_REGISTER_TABLE,
  );
  await register.create(item);
  await register.change(
    item.code,
    recordUse(new Date('2026-11-24T10:00:00Z'), 4_050, 'accueil@clinique.example'),
  );
});
afterAll(() => db.stop());

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DYNAMODB_ENDPOINT: db.endpoint },
  });

describe('npm run vouchers', () => {
  it('lists the vouchers with their balance', async () => {
    const { stdout } = await cli('list');
    expect(stdout).toMatch(
      /BC-23456789AB\s+active\s+150 €\s+109,50 €\s+2026-11-20\s+2027-11-20\s+done\s+paul@example.com/,
    );
    expect(stdout).toContain('1 voucher(s)');
    expect((await cli('list', '--status', 'void')).stdout).toContain('0 voucher(s)');
  });

  it('shows one voucher with its history, whatever the case and spaces of the code', async () => {
    const { stdout } = await cli('show', ' bc-23456789ab ');
    expect(stdout).toContain('amount 150 €, balance 109,50 €, valid until 2027-11-20');
    expect(stdout).toMatch(/2026-11-24T10:00:00.000Z {2}used 40,50 € {2}accueil@clinique.example/);
  });

  it('says so for an unknown code or a wrong command', async () => {
    await expect(cli('show', 'BC-ZZZZZZZZZZ')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No voucher BC-ZZZZZZZZZZ'),
    });
    await expect(cli('delete')).rejects.toMatchObject({ code: 2 });
  });
});
