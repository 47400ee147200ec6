// npm run docs:settings: writes the README's settings tables from the apps' settings schemas.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withSettingsTables } from './lib/settings-table.ts';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
writeFileSync(readmePath, withSettingsTables(readFileSync(readmePath, 'utf8')));
