/** `npm run vouchers`: what the clinic's developer reads of the register (local, read-only). */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoRegister } from '../src/register/store.ts';
import {
  LOCAL_REGISTER_TABLE,
  registerAddressFile,
  startLocalRegister,
  type LocalRegister,
} from '../src/local/register-db.ts';
import { startLocalServices } from '../src/local/stack.ts';
import { recordUse } from '../src/register/transitions.ts';
import { registerItem } from './helpers.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/vouchers.ts', import.meta.url));
let db: LocalRegister;

const issued = '2026-11-20T09:30:00.000Z';
const item = registerItem('BC-23456789AB', issued);

async function seed(endpoint: string): Promise<void> {
  const register = dynamoRegister({
    tableName: LOCAL_REGISTER_TABLE,
    region: 'eu-west-3',
    endpoint,
    workerFunctionName: undefined,
  });
  await register.create(item);
  await register.change(
    item.code,
    recordUse(new Date('2026-11-24T10:00:00Z'), 4_050, 'accueil@clinique.example'),
  );
}

beforeAll(async () => {
  db = await startLocalRegister();
  await seed(db.endpoint);
});
afterAll(() => db.stop());

// The register's address comes from each test, never from the shell that runs them.
const environment = { ...process.env };
delete environment['DYNAMODB_ENDPOINT'];
const runCli = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...environment, ...env } });
const cli = (...args: string[]) => runCli({ DYNAMODB_ENDPOINT: db.endpoint }, ...args);
const listed = /BC-23456789AB\s+active\s+150 €\s+109,50 €/;

// Each run starts tsx in a new Node: seconds on a busy machine.
const slow = { timeout: 120_000 };

describe('npm run vouchers', slow, () => {
  it('lists the vouchers with their balance', async () => {
    const { stdout } = await cli('list');
    expect(stdout).toMatch(
      /BC-23456789AB\s+active\s+150 €\s+109,50 €\s+2026-11-20\s+2027-11-20\s+done\s+paul@example.com/,
    );
    expect(stdout).toContain('1 voucher(s)');
    expect((await cli('list', '--status', 'void')).stdout).toContain('0 voucher(s)');
  });

  it('shows one voucher with its history, whatever the case, spaces and dashes of the code', async () => {
    const { stdout } = await cli('show', ' bc-2345 6789-ab ');
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

  it('says what to do when a voucher was written by another version of the code', async () => {
    const old = await startLocalRegister();
    const client = new DynamoDBClient({
      region: 'eu-west-3',
      endpoint: old.endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      const Item = { code: { S: item.code }, status: { S: 'active' }, issuedAt: { S: issued } };
      await client.send(new PutItemCommand({ TableName: LOCAL_REGISTER_TABLE, Item }));
      await expect(runCli({ DYNAMODB_ENDPOINT: old.endpoint }, 'list')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          /^Cannot read the register at .+: a voucher there was written by another version of the code: move its folder .+ away to start afresh\.\n$/,
        ),
      });
    } finally {
      client.destroy();
      await old.stop();
    }
  });
});

describe('npm run vouchers without an address', slow, () => {
  let dir: string;
  let path: string;
  const local = (...args: string[]) => runCli({ REGISTER_DIR: path }, ...args);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'vouchers-cli-'));
    path = join(dir, 'register');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the register of the running stack, then opens it itself once the stack stopped', async () => {
    const stack = await startLocalServices({
      sesPort: 0,
      stripePort: 0,
      baseEnv: {},
      registerPath: path,
    });
    try {
      await seed(stack.register.endpoint);
      expect((await local('list')).stdout).toMatch(listed);
    } finally {
      await stack.stop();
    }
    expect(existsSync(registerAddressFile(path))).toBe(false);
    expect((await local('list')).stdout).toMatch(listed);
  });

  it('opens the register itself when the stack died and left its address behind', async () => {
    writeFileSync(registerAddressFile(path), JSON.stringify({ endpoint: 'http://127.0.0.1:9' }));
    expect((await local('show', item.code)).stdout).toContain('balance 109,50 €');
  });

  it('says in one sentence what to do when a silent process holds the register', async () => {
    const holder = await startLocalRegister({ path });
    rmSync(registerAddressFile(path));
    try {
      const failure = await local('list').then(
        () => undefined,
        (error: unknown) => error as { code: number; stderr: string },
      );
      expect(failure?.code).toBe(1);
      const lines = failure?.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines?.[0]).toMatch(
        /^The register in .+ is held by a process that does not answer: stop it/,
      );
    } finally {
      await holder.stop();
    }
  });

  it('says in one sentence when the register cannot be opened at all', async () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, '');
    const failure = await runCli({ REGISTER_DIR: file }, 'list').catch(
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/^Cannot open the register in .+\n$/);
  });

  it('names a damaged register folder in one sentence, here and in npm start', async () => {
    const damaged = join(dir, 'damaged');
    mkdirSync(damaged);
    writeFileSync(join(damaged, 'CURRENT'), 'MANIFEST-000404\n');
    const sentence =
      /^Cannot open the register in .+damaged \(.+\): move that folder away \(it holds local test vouchers only\), or set REGISTER_DIR to another one\.$/;
    const failure = (await runCli({ REGISTER_DIR: damaged }, 'list').catch(
      (error: unknown) => error,
    )) as { code?: number; stderr: string };
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim()).toMatch(sentence);
    await expect(
      startLocalServices({ sesPort: 0, stripePort: 0, baseEnv: {}, registerPath: damaged }),
    ).rejects.toThrow(sentence);
  });
});
