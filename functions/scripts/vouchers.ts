/**
 * `npm run vouchers -- list [--status …] | show <code> [--stage <stage>]`: reads the register,
 * never writes it; the local one without `--stage`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatEuros } from '@clinique/catalog/format';
import { startLocalRegister, LOCAL_REGISTER_TABLE } from '../src/local/register-db.ts';
import { VOUCHER_STATUSES, type VoucherItem } from '../src/register/schema.ts';
import { createDynamoClient, dynamoRegister, type VoucherRegister } from '../src/register/store.ts';
import { registerTableName } from '../src/register/table.ts';
import { displayStatus } from '../src/register/transitions.ts';

// The AWS SDK warns once that Node 20 will be unsupported: noise in a tool's output.
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';

const USAGE =
  'usage: npm run vouchers -- list [--status active|used|void] | show <code> [--stage <stage>]';
const rootDir = fileURLToPath(new URL('../..', import.meta.url));

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { stage: { type: 'string' }, status: { type: 'string' } },
});
const [command, code] = positionals;

async function openRegister(): Promise<{ register: VoucherRegister; close(): Promise<void> }> {
  const open = (tableName: string, endpoint: string | undefined) => {
    const region = process.env['AWS_REGION'] ?? 'eu-west-3';
    const config = { tableName, region, endpoint, workerFunctionName: undefined };
    return dynamoRegister(createDynamoClient(config), tableName);
  };
  if (values.stage !== undefined) {
    return { register: open(registerTableName(values.stage), undefined), close: async () => {} };
  }
  const endpoint = process.env['DYNAMODB_ENDPOINT'];
  const local = endpoint
    ? undefined
    : await startLocalRegister({
        path: resolve(rootDir, process.env['REGISTER_DIR'] ?? '.data/register'),
      }).catch((error: unknown) => {
        throw new Error(
          'Cannot open the local register (is `npm start` running? then set DYNAMODB_ENDPOINT to the address it printed)',
          { cause: error },
        );
      });
  return {
    register: open(LOCAL_REGISTER_TABLE, endpoint ?? local?.endpoint),
    close: async () => local?.stop(),
  };
}

const HEADER = ['code', 'status', 'amount', 'balance', 'issued', 'valid until', 'sent', 'buyer'];
const euros = (cents: number) => formatEuros(cents / 100).replace(/[\u202F\u00A0]/g, ' ');

function row(item: VoucherItem, now: Date): string[] {
  return [
    item.code,
    displayStatus(item, now),
    euros(item.amountCents),
    euros(item.balanceCents),
    item.issuedAt.slice(0, 10),
    item.validUntil,
    item.fulfilment.state,
    item.buyerEmail,
  ];
}

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((cells) => cells[column]?.length ?? 0))) ?? [];
  return rows
    .map((cells) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function show(item: VoucherItem, now: Date): string {
  return [
    `${item.code}  ${item.title}  ${displayStatus(item, now)}`,
    `amount ${euros(item.amountCents)}, balance ${euros(item.balanceCents)}, valid until ${item.validUntil}`,
    `from ${item.buyerName} <${item.buyerEmail}> to ${item.recipientName}${item.recipientEmail ? ` <${item.recipientEmail}>` : ''}`,
    `session ${item.sessionId}${item.paymentIntentId ? `, payment ${item.paymentIntentId}` : ''}${item.cgvVersion ? `, terms ${item.cgvVersion}` : ''}`,
    `fulfilment ${item.fulfilment.state} (${item.fulfilment.attempts} failed attempts${item.fulfilment.lastError ? `, last: ${item.fulfilment.lastError}` : ''})`,
    'history:',
    ...item.history.map(
      (event) =>
        `  ${event.at}  ${event.type}${event.amountCents === undefined ? '' : ` ${euros(event.amountCents)}`}  ${event.actor}${event.note ? `  ${event.note}` : ''}`,
    ),
  ].join('\n');
}

async function main(): Promise<number> {
  if (command !== 'list' && command !== 'show') {
    console.error(USAGE);
    return 2;
  }
  const status = values.status;
  if (status !== undefined && !(VOUCHER_STATUSES as readonly string[]).includes(status)) {
    console.error(`--status must be one of ${VOUCHER_STATUSES.join(', ')}`);
    return 2;
  }
  if (command === 'show' && code === undefined) {
    console.error(USAGE);
    return 2;
  }
  const { register, close } = await openRegister();
  const now = new Date();
  try {
    if (command === 'show') {
      const item = await register.get((code ?? '').trim().toUpperCase().replace(/\s+/g, ''));
      if (item === undefined) {
        console.error(`No voucher ${code}`);
        return 1;
      }
      console.log(show(item, now));
      return 0;
    }
    const statuses = status === undefined ? VOUCHER_STATUSES : [status as VoucherItem['status']];
    const items = (await Promise.all(statuses.map((one) => register.byStatus(one, 1000))))
      .flat()
      .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
    console.log(table([HEADER, ...items.map((item) => row(item, now))]));
    console.log(`\n${items.length} voucher(s)`);
    return 0;
  } finally {
    await close();
  }
}

process.exitCode = await main();
