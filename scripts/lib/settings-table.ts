import type { z } from 'zod';
import { backendSettings } from '../../apps/demo-backend/src/settings/backend-settings.ts';
import { shopSettings } from '../../apps/storefront/app/config/settings/shop-settings.ts';

/**
 * The README's settings tables, written from each app's settings schema (the variable, the `fallback`
 * metadata of its kind, its description) between `<!-- settings:{app} -->` and `<!-- /settings:{app} -->`.
 */
const SETTINGS_SCHEMAS: Record<string, z.ZodObject> = {
  storefront: shopSettings,
  'demo-backend': backendSettings,
};

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

export function settingsTable(schema: z.ZodObject): string {
  const rows = Object.entries(schema.shape).map(([name, setting]) => {
    const fallback = setting.meta()?.fallback;
    if (typeof fallback !== 'string' || !setting.description) {
      throw new Error(`${name} needs a default (fallback metadata) and a description.`);
    }
    return `| \`${name}\` | ${cell(fallback)} | ${cell(setting.description)} |`;
  });
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The README with each app's table replaced by what its schema generates. */
export function withSettingsTables(readme: string): string {
  return Object.entries(SETTINGS_SCHEMAS).reduce((text, [app, schema]) => {
    const start = `<!-- settings:${app} -->\n`;
    const end = `\n<!-- /settings:${app} -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end, from);
    if (from < 0 || to < 0) throw new Error(`README.md has no ${start.trim()} … ${end.trim()} markers.`);
    return text.slice(0, from + start.length) + settingsTable(schema) + text.slice(to);
  }, readme);
}
