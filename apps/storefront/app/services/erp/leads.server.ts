import { z } from 'zod';
import type { Locale } from '~/i18n/locales';
import { callErp } from './erp-client.server';

const leadResponse = z.object({ size: z.number(), data: z.array(z.unknown()) });

/**
 * Sends a lead to the ERP as the storefront's multipart form: `data` (JSON) and the optional `files`
 * (SPEC §7). Answers `{size, data}`.
 */
export async function sendLead(
  locale: Locale,
  data: { subject: string; email: string; description: string },
  files: readonly File[] = [],
) {
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  for (const file of files) form.append('files', file, file.name);
  const parsed = leadResponse.safeParse(await callErp('leads', { locale, method: 'POST', body: form }));
  if (!parsed.success)
    throw new Error(`The ERP answered a lead with an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}
