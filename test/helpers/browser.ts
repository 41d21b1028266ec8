import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { missingServer } from './servers.js';

/** Debian's Chromium (`apt-get install chromium`), or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Skips a browser test with one clear line where Chromium is missing (a failure under CI=true). */
export const skipWithoutChromium = existsSync(CHROMIUM)
  ? false
  : missingServer(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium)`, 'Chromium');

/** Headless Chromium as root in a container: no sandbox, and no calls home (this machine's network is closed). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
