/** The CDK app (docs/operations.md). Reads the site build and the Lambda bundles. */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readDeploymentConfig } from '../lib/config.ts';
import { clientDir, functionsDistDir } from '../lib/paths.ts';
import { createStacks } from '../lib/stacks.ts';

const app = new App();
const config = readDeploymentConfig((key) => app.node.tryGetContext(key));
createStacks(app, config, { clientDir, functionsDir: functionsDistDir });
// Synthesis fails on a cdk-nag finding not acknowledged in lib/nag-suppressions.ts.
Validations.of(app).addPlugins(new AwsSolutionsChecks());
app.synth();
