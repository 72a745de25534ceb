/** The imports ESLint refuses across packages, tried on a file that breaks each rule. */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// ESLint loads its whole configuration with typescript-eslint first: seconds.
describe('package boundaries', { timeout: 60_000 }, () => {
  it('infra reads the site through its exports, never by a relative path', async () => {
    const relative = "import { encodeRouteTable } from '../../site/server/routing.ts';\n";
    const exported = "import { encodeRouteTable } from '@clinique/site/routing';\n";
    const use = 'export const table = encodeRouteTable;\n';
    expect(await refusals('infra/lib/probe.ts', relative + use)).toEqual(['no-restricted-imports']);
    expect(await refusals('infra/lib/probe.ts', exported + use)).toEqual([]);
  });
});
