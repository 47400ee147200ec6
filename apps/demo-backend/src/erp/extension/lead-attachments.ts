import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { ErpContext } from '../context.ts';
import { validationError } from '../http/errors.ts';
import { allowedType, readMultipart, storeFile } from '../http/multipart.ts';

export interface StoredAttachment {
  name: string;
  size: number;
  content_type: string;
  stored_path: string;
}

/**
 * A lead with attachments (docs/contracts/README.md#erp-calls), the extension's, since shopinvader_api_lead takes JSON only: a
 * multipart body whose `data` part is the JSON lead and whose `files` parts are PDF or images. Answered
 * as the JSON lead is, 201 with the lead.
 */
export async function readLeadWithAttachments(
  ctx: ErpContext,
  request: FastifyRequest,
): Promise<{ data: unknown; attachments: StoredAttachment[] }> {
  const { fields, files } = await readMultipart(request);
  if (fields.data === undefined)
    throw validationError([{ type: 'missing', loc: ['body', 'data'], msg: 'The data part is required' }]);
  let data: unknown;
  try {
    data = JSON.parse(fields.data);
  } catch {
    throw validationError([
      { type: 'json_invalid', loc: ['body', 'data'], msg: 'The data part is not JSON' },
    ]);
  }
  // Every file is checked before any is kept: a refused lead stores nothing.
  files.forEach(allowedType);
  const attachments: StoredAttachment[] = [];
  for (const file of files) {
    attachments.push({
      name: file.filename,
      size: file.data.length,
      content_type: file.mimetype,
      stored_path: await storeFile(path.join(ctx.options.uploadDir, 'leads'), file),
    });
  }
  return { data, attachments };
}
