/**
 * The desk's list reads the register by status: more vouchers than one DynamoDB page holds (1 MB)
 * must all be counted, or the accountant's totals silently miss the oldest.
 */
import { VOUCHER_CODE_ALPHABET } from '@clinique/api/voucher-code';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listVouchers } from '../src/desk/reports.ts';
import { LOCAL_REGISTER_TABLE, startLocalRegister } from '../src/local/register-db.ts';
import type { VoucherItem } from '../src/register/schema.ts';
import { dynamoRegister } from '../src/register/store.ts';
import { registerItem } from './helpers.ts';

const db = await startLocalRegister();
const register = dynamoRegister({
  tableName: LOCAL_REGISTER_TABLE,
  region: 'eu-west-3',
  endpoint: db.endpoint,
  workerFunctionName: undefined,
});
afterAll(() => db.stop());

/** About 8 KB each, as a voucher with a long message and a busy history weighs. */
const SOLD = 160;
const note = 'Soin réalisé, reste à utiliser lors de la prochaine visite. '.repeat(5);

function voucher(index: number): VoucherItem {
  const digits = [...index.toString(VOUCHER_CODE_ALPHABET.length).padStart(10, '0')];
  const code = `BC-${digits.map((digit) => VOUCHER_CODE_ALPHABET[parseInt(digit, 30)]).join('')}`;
  const issuedAt = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000).toISOString();
  return registerItem(code, issuedAt, {
    sessionId: `cs_test_page_${index}`,
    message: 'Joyeux anniversaire ! '.repeat(45),
    history: Array.from({ length: 18 }, () => ({
      at: issuedAt,
      actor: 'accueil@clinique.example',
      type: 'resent' as const,
      note,
    })),
  });
}

beforeAll(async () => {
  for (let index = 0; index < SOLD; index += 1) await register.create(voucher(index));
});

it('every voucher sold is listed and counted, beyond one page of the register', async () => {
  const { list } = await listVouchers(register, {}, new Date('2026-12-01T10:00:00Z'));
  expect(JSON.stringify(voucher(0)).length * SOLD).toBeGreaterThan(1024 * 1024);
  expect(list.totals.count).toBe(SOLD);
  expect(list.totals.soldCents).toBe(SOLD * 15_000);
  expect(new Set(list.vouchers.map((item) => item.code)).size).toBe(SOLD);
});
