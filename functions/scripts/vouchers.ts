/**
 * `npm run vouchers -- list [--status …] | show <code> [--stage <stage>]`: reads the register,
 * never writes it. Without `--stage`, the local one: through the running `npm start` when there is
 * one (the address it wrote beside the register), else opened here.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { formatEuros } from '@clinique/catalog/format';
import {
  LOCAL_REGISTER_TABLE,
  RegisterInUseError,
  runningRegister,
  startLocalRegister,
} from '../src/local/register-db.ts';
import { normalizeVoucherCode } from '../src/desk/reports.ts';
import { VOUCHER_STATUSES, type VoucherItem } from '../src/register/schema.ts';
import { localRegister } from '../src/register/store.ts';
import { registerTableName } from '../src/register/table.ts';
import { displayStatus } from '../src/register/transitions.ts';
import { parisDay } from '../src/voucher/model.ts';

const USAGE =
  'usage: npm run vouchers -- list [--status active|used|void] | show <code> [--stage <stage>]';
const rootDir = fileURLToPath(new URL('../..', import.meta.url));

/** A failure the user can act on, told in one sentence. */
class Refusal extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const open = (tableName: string, endpoint: string | undefined) =>
  localRegister(endpoint, tableName, process.env['AWS_REGION']);

async function openRegister(stage: string | undefined) {
  const none = async () => {};
  if (stage !== undefined) {
    const tableName = registerTableName(stage);
    return { register: open(tableName, undefined), where: `the table ${tableName}`, close: none };
  }
  const path = resolve(rootDir, process.env['REGISTER_DIR'] ?? '.data/register');
  const given = process.env['DYNAMODB_ENDPOINT'] || (await runningRegister(path));
  if (given) return { register: open(LOCAL_REGISTER_TABLE, given), where: given, close: none };
  try {
    const local = await startLocalRegister({ path });
    return { register: open(LOCAL_REGISTER_TABLE, local.endpoint), where: path, close: local.stop };
  } catch (error) {
    throw new Refusal(
      error instanceof RegisterInUseError
        ? `The register in ${path} is held by a process that does not answer: stop it (Ctrl-C in the terminal of \`npm start\`) and run this command again.`
        : reason(error),
    );
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Per status: a terminal shows no more; the desk's export has every voucher. */
const LIST_LIMIT = 1000;
const HEADER = ['code', 'status', 'amount', 'balance', 'issued', 'valid until', 'sent', 'buyer'];
const euros = (cents: number) => formatEuros(cents / 100).replace(/[\u202F\u00A0]/g, ' ');

function row(item: VoucherItem, now: Date): string[] {
  return [
    item.code,
    displayStatus(item, now),
    euros(item.amountCents),
    euros(item.balanceCents),
    parisDay(new Date(item.issuedAt)),
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
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { stage: { type: 'string' }, status: { type: 'string' } },
  });
  const [command, code] = positionals;
  if (command !== 'list' && command !== 'show') throw new Refusal(USAGE, 2);
  const status = values.status;
  if (status !== undefined && !(VOUCHER_STATUSES as readonly string[]).includes(status))
    throw new Refusal(`--status must be one of ${VOUCHER_STATUSES.join(', ')}.`, 2);
  if (command === 'show' && code === undefined) throw new Refusal(USAGE, 2);
  const { register, where, close } = await openRegister(values.stage);
  const now = new Date();
  try {
    if (command === 'show') {
      // As the desk reads it: any case, spaces or dashes, as printed in groups on the voucher.
      const wanted = normalizeVoucherCode(code ?? '');
      const item = wanted === undefined ? undefined : await register.get(wanted);
      if (item === undefined) {
        console.error(`No voucher ${code}`);
        return 1;
      }
      console.log(show(item, now));
      return 0;
    }
    const statuses = status === undefined ? VOUCHER_STATUSES : [status as VoucherItem['status']];
    const lists = await Promise.all(statuses.map((one) => register.byStatus(one, LIST_LIMIT)));
    const items = lists.flat().sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
    console.log(table([HEADER, ...items.map((item) => row(item, now))]));
    const cut = lists.some((list) => list.length === LIST_LIMIT);
    console.log(
      `\n${items.length} voucher(s)${cut ? `: the newest ${LIST_LIMIT} of a status at most, there may be more (the desk's export has them all)` : ''}`,
    );
    return 0;
  } catch (error) {
    // A voucher the schema refuses was written by other code, e.g. a `.data/` kept from another branch.
    const advice = v.isValiError(error)
      ? `a voucher there was written by another version of the code${values.stage === undefined ? ': move its folder (REGISTER_DIR, by default .data/register) away to start afresh.' : '.'}`
      : values.stage === undefined
        ? 'is the address right, and does it answer?'
        : 'check your AWS credentials, region and stage.';
    throw new Refusal(`Cannot read the register at ${where} (${reason(error)}): ${advice}`);
  } finally {
    await close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // One sentence, never a stack trace: the reader is a developer on the first day.
  console.error(
    error instanceof Refusal ? error.message : `npm run vouchers failed: ${reason(error)}`,
  );
  process.exitCode = error instanceof Refusal ? error.exitCode : 1;
}
