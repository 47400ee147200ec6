// Debian's Chromium as the bench's browser sections start it (CONTRIBUTING.md#tests): no sandbox (root),
// no background traffic, and every host but the loopback answered at once, so runs stay local.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];

/**
 * A Playwright browser on Debian's Chromium whose scratch folders go to a folder of their own, removed
 * with `close()`, not left as /tmp/org.chromium.* behind.
 */
export async function launchChromium() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'storefront-bench-chrome-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    env: { ...process.env, TMPDIR: scratch },
    args: CHROMIUM_FLAGS,
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
