// Runs the Strapi CLI of this project (`node scripts/strapi.mjs start|develop|build|…`) with the
// settings that keep it offline and inside the project folder, whatever the caller's environment.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(`The CMS runs on Node 24 (found ${process.version}). Run it through npm scripts from the repository root.`);
  process.exit(1);
}

// The Strapi CLI writes an install id under $XDG_CONFIG_HOME (default ~/.config) and the upload
// plugin stages files in the OS temporary folder: both are pointed inside the project.
const stateDir = path.join(appRoot, '.tmp');
const xdgConfigHome = path.join(stateDir, 'xdg-config');
const tmpDir = path.join(stateDir, 'os-tmp');
for (const dir of [xdgConfigHome, tmpDir]) fs.mkdirSync(dir, { recursive: true });

const env = { ...process.env, STRAPI_TELEMETRY_DISABLED: 'true', XDG_CONFIG_HOME: xdgConfigHome, TMPDIR: tmpDir };
const cli = path.join(appRoot, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const tsc = path.join(appRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const [command, ...args] = process.argv.slice(2);

const runSync = (file, argv) => {
  const { status } = spawnSync(process.execPath, [file, ...argv], { cwd: appRoot, env, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

// `start` serves what dist/ holds: recompile the server code (incremental, a few seconds) so that it
// is never stale, and build the admin panel when it is served and missing (first start, or after
// `develop`, which empties dist/).
if (command === 'start') {
  const servesAdmin = process.env.CMS_SERVE_ADMIN !== 'false';
  if (servesAdmin && !fs.existsSync(path.join(appRoot, 'dist', 'build', 'index.html'))) {
    console.log('[cms] no admin panel build yet: running `strapi build` first (about a minute)');
    runSync(cli, ['build']);
  } else {
    runSync(tsc, ['-p', 'tsconfig.json']);
  }
}

const child = spawn(process.execPath, [cli, ...(command ? [command] : []), ...args], { cwd: appRoot, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
