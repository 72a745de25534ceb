/**
 * cdk-nag's AwsSolutions pack over the three stacks: no finding but those acknowledged, with
 * their reasons, in lib/nag-suppressions.ts, and no acknowledgement left that matches nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMBDAS } from '../lib/api.ts';
import { readDeploymentConfig } from '../lib/config.ts';
import { acknowledgeNagFindings, NAG_FINDINGS } from '../lib/nag-suppressions.ts';
import { clientDir } from '../lib/paths.ts';
import { createStacks } from '../lib/stacks.ts';

let functionsDir: string;

beforeAll(() => {
  functionsDir = mkdtempSync(join(tmpdir(), 'clinique-nag-'));
  for (const name of [...Object.keys(LAMBDAS), 'voucher-worker']) {
    mkdirSync(join(functionsDir, name));
    writeFileSync(join(functionsDir, name, 'index.mjs'), 'export const handler = () => {};');
  }
});

afterAll(() => rmSync(functionsDir, { recursive: true, force: true }));

function synthesize(stage: string, account?: string): App {
  const app = new App({
    context: { stage, domain: 'clinique.example', alarmEmail: 'alertes@clinique.example' },
  });
  const config = readDeploymentConfig((key) => app.node.tryGetContext(key));
  createStacks(app, config, { clientDir, functionsDir }, account);
  return app;
}

function findings(app: App): string[] {
  return new AwsSolutionsChecks()
    .validateScope(app)
    .violations.map(
      (violation) =>
        `${violation.ruleName} at ${violation.violatingResources
          .map((resource) => resource.locations?.join(', ') ?? resource.resourceLogicalId)
          .join('; ')}`,
    );
}

describe('cdk-nag AwsSolutions', () => {
  it.each([
    ['production', '123456789012'],
    ['staging', undefined],
  ])('%s (account %s): no finding left unacknowledged', (stage, account) => {
    expect(findings(synthesize(stage, account))).toEqual([]);
  });

  it('every acknowledgement gives a reason and is about a construct that exists', () => {
    const used = acknowledgeNagFindings(synthesize('production', '123456789012'));
    for (const finding of NAG_FINDINGS) {
      expect(finding.reason.length, String(finding.id)).toBeGreaterThan(30);
      expect(used.has(finding), `${String(finding.where)} matches no construct`).toBe(true);
    }
  });

  it('a new finding is reported: the check is live', () => {
    const app = synthesize('production', '123456789012');
    const site = app.node.findChild('Clinique-Production-Site');
    const queue = site.node.findChild('Vouchers').node.findChild('WorkerDeadLetters');
    // Taking TLS away from the dead-letter queue is a finding nothing acknowledges.
    queue.node.tryRemoveChild('Policy');
    expect(findings(app)).toEqual([expect.stringMatching(/^AwsSolutions-SQS4 /)]);
  });
});
