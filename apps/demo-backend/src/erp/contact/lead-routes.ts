import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { validationError } from '../http/errors.ts';
import { naiveIso } from '../http/format.ts';
import { allowedType, readMultipart, storeFile } from '../http/multipart.ts';
import { parseInput } from '../http/validation.ts';

const leadSchema = z.object({
  subject: z.string().trim().min(1, 'The subject is required').max(256),
  email: z.email('The e-mail address is not valid').max(254).nullish(),
  description: z.string().max(20_000).nullish(),
});

type LeadInput = z.output<typeof leadSchema>;

function parseData(raw: string | undefined): LeadInput {
  if (raw === undefined)
    throw validationError([{ type: 'missing', loc: ['body', 'data'], msg: 'The data part is required' }]);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw validationError([
      { type: 'json_invalid', loc: ['body', 'data'], msg: 'The data part is not JSON' },
    ]);
  }
  return parseInput(leadSchema, data);
}

/**
 * POST leads: the storefront's multipart form (`data` JSON and optional `files`) answered with
 * `{size, data}`, or upstream's JSON body answered with the lead (contract §7.2).
 */
export function registerLeadRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.post('/leads', async (request, reply) => {
    const multipart = request.isMultipart();
    const body = multipart ? await readMultipart(request) : undefined;
    const input = body ? parseData(body.fields.data) : parseInput(leadSchema, request.body);
    const files = body?.files ?? [];
    files.forEach(allowedType);
    const stored: { name: string; size: number; content_type: string; stored_path: string }[] = [];
    for (const file of files) {
      const storedPath = await storeFile(path.join(ctx.options.uploadDir, 'leads'), file);
      stored.push({
        name: file.filename,
        size: file.data.length,
        content_type: file.mimetype,
        stored_path: storedPath,
      });
    }
    const lead = inTransaction(ctx.db, () => {
      const id = run(
        ctx.db,
        'INSERT INTO erp_leads (subject, email, description, files, created_at) VALUES (?, ?, ?, ?, ?)',
        input.subject,
        input.email ?? null,
        input.description ?? null,
        JSON.stringify(stored),
        naiveIso(),
      );
      return {
        id,
        subject: input.subject,
        email: input.email ?? null,
        description: input.description ?? null,
      };
    });
    return reply.code(201).send(multipart ? { size: 1, data: [lead] } : lead);
  });
}
