/** The CDK app (docs/deploy.md). Reads the site build and the Lambda bundles. */
import { App } from 'aws-cdk-lib';
import { readDeploymentConfig } from '../lib/config.ts';
import { clientDir, functionsDistDir } from '../lib/paths.ts';
import { createStacks } from '../lib/stacks.ts';

const app = new App();
const config = readDeploymentConfig((key) => app.node.tryGetContext(key));
createStacks(app, config, { clientDir, functionsDir: functionsDistDir });
app.synth();
