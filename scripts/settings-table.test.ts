import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { settingsTable, withSettingsTables } from './lib/settings-table.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe("the README's settings tables", () => {
  it('are what the settings schemas generate (npm run docs:settings writes them)', () => {
    expect(readme).toBe(withSettingsTables(readme));
  });

  it('show each setting with its default and meaning, and refuse a setting without them', () => {
    const documented = z.object({ A_B: z.string().meta({ fallback: '`1`' }).describe('What a | b does.') });
    expect(settingsTable(documented)).toContain('| `A_B` | `1` | What a \\| b does. |');
    expect(() => settingsTable(z.object({ A_B: z.string() }))).toThrow(/A_B needs a default/);
  });
});
