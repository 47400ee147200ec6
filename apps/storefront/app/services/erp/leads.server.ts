import { z } from 'zod';
import type { LeadInput } from '~/domain/contact-lead';
import type { Locale } from '~/i18n/locales';
import { callErp } from './erp-client.server';

/** Odoo answers `false` for an empty text, which upstream declares optional. */
const optionalText = z.string().nullish().catch(null);
/** shopinvader_api_lead answers 201 with the lead it created; fields it may add later are ignored. */
const createdLead = z.object({
  id: z.number(),
  subject: z.string(),
  email: optionalText,
  description: optionalText,
});
/** The extension's lead with attachments may answer as the spec's multipart call did (docs/contracts/README.md#erp-calls). */
const leadWithFiles = z.union([createdLead, z.object({ size: z.number(), data: z.array(z.unknown()) })]);

function multipart(lead: LeadInput, files: readonly File[]): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify(lead));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * Sends a lead to the ERP. Without attachments it is shopinvader_api_lead's JSON body
 * `{subject, email, description}`; attachments go only to an ERP with the shop's extension
 * (docs/deploying.md), as multipart `data` (the same JSON) and `files`, and only the caller, who knows
 * the configuration, may pass them. Throws ErpError when the ERP refuses, Error on an answer of
 * another shape.
 */
export async function sendLead(locale: Locale, lead: LeadInput, files: readonly File[] = []): Promise<void> {
  const withFiles = files.length > 0;
  const answer = await callErp('leads', {
    locale,
    method: 'POST',
    body: withFiles ? multipart(lead, files) : lead,
  });
  const parsed = (withFiles ? leadWithFiles : createdLead).safeParse(answer);
  if (!parsed.success)
    throw new Error(`The ERP answered a lead with an unexpected shape: ${parsed.error.message}`);
}
