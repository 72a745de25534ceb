/** Debian's Chromium (`CHROMIUM_PATH` to change), never a downloaded one, as a container runs it. */
export const CHROMIUM = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
};
