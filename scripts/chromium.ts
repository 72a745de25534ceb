import { existsSync } from 'node:fs';

/** Debian's Chromium (`CHROMIUM_PATH` to change), never a downloaded one, as a container runs it. */
export const CHROMIUM = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
};

/** Without it a run stops here, in one sentence, rather than failing every test with a launch error. */
export function requireChromium(exitCode = 1): typeof CHROMIUM {
  if (!existsSync(CHROMIUM.executablePath)) {
    console.error(
      `No Chromium at ${CHROMIUM.executablePath}: install Debian's (apt-get install chromium, as .ci/run does), or set CHROMIUM_PATH to another one.`,
    );
    process.exit(exitCode);
  }
  return CHROMIUM;
}
