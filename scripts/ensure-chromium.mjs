// The browser tests and the benchmark drive Debian's Chromium (no browser is downloaded here). When it
// is missing, root installs it from Debian's packages; anyone else is told the one command to run.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const browser = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!isExecutable(browser)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${browser} is not an executable browser.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${browser}: run \`sudo apt-get install -y chromium\`, or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${browser}: installing Debian's chromium package`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    console.error(`Installing chromium failed: ${error.message}`);
    process.exit(1);
  }
  if (!isExecutable(browser)) {
    console.error(`The chromium package is installed but ${browser} is still missing.`);
    process.exit(1);
  }
}
