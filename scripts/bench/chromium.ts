// Debian's Chromium for the bench's browser sections, with the project's flags (scripts/lib/chromium.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';

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
