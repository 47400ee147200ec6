// Runs the Strapi CLI of this project (`node scripts/strapi.mjs start|develop|build|…`) with the
// settings that keep it offline and inside the project folder, whatever the caller's environment.
import { spawn } from 'node:child_process';
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
const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], { cwd: appRoot, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
