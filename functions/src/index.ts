/** For the local server (site/server); the Lambda entries are in src/handlers/. */
export { createLocalApi } from './app.ts';
export { loadConfig } from './config.ts';
