import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { inTransaction } from '../../db/database.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { readLeadWithAttachments, type StoredAttachment } from '../extension/lead-attachments.ts';
import { validationError } from '../http/errors.ts';
import { naiveIso } from '../http/format.ts';
import { parseInput } from '../http/validation.ts';

/** shopinvader_api_lead's `LeadInput`, strict: an unknown key is a 422 `extra_forbidden`. */
const leadSchema = z
  .object({
    subject: z.string().trim().min(1, 'The subject is required').max(256),
    email: z.email('The e-mail address is not valid').max(254).nullish(),
    description: z.string().max(20_000).nullish(),
  })
  .strict();

function isJson(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * FastAPI hands a body that is not JSON to the model as it is, and pydantic refuses it whole: a
 * multipart or form body to a JSON route is this 422.
 */
const notAnObject = () =>
  validationError([
    {
      type: 'model_attributes_type',
      loc: ['body'],
      msg: 'Input should be a valid dictionary or object to extract fields from',
    },
  ]);

/**
 * POST leads (shopinvader_api_lead): a JSON `{subject, email, description}` answered 201 with the lead
 * `{id, subject, email, description}`. With the extension, a multipart lead with files as well.
 */
export function registerLeadRoutes(app: FastifyInstance, ctx: ErpContext): void {
  app.post('/leads', async (request, reply) => {
    let data: unknown = request.body;
    let attachments: StoredAttachment[] = [];
    if (ctx.options.extension && request.isMultipart()) {
      ({ data, attachments } = await readLeadWithAttachments(ctx, request));
    } else if (!isJson(request)) {
      throw notAnObject();
    }
    const input = parseInput(leadSchema, data);
    const lead = inTransaction(ctx.db, () => {
      const id = run(
        ctx.db,
        'INSERT INTO erp_leads (subject, email, description, files, created_at) VALUES (?, ?, ?, ?, ?)',
        input.subject,
        input.email ?? null,
        input.description ?? null,
        JSON.stringify(attachments),
        naiveIso(),
      );
      return {
        id,
        subject: input.subject,
        email: input.email ?? null,
        description: input.description ?? null,
      };
    });
    return reply.code(201).send(lead);
  });
}
