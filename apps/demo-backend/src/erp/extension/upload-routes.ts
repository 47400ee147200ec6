import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction } from '../../db/database.ts';
import { resolvePartner } from '../auth/identity.ts';
import type { ErpContext } from '../context.ts';
import { run } from '../db.ts';
import { ErpError } from '../http/errors.ts';
import { naiveIso } from '../http/format.ts';
import { allowedType, readMultipart, storeFile, type UploadedFile } from '../http/multipart.ts';

/**
 * POST customer/upload_files (and auth/customer/upload_files): documents a customer sends the shop (e.g. a
 * therapist's diploma), multipart `files`; the extension's, no released module takes files from a customer.
 */
export function registerUploadRoutes(app: FastifyInstance, ctx: ErpContext): void {
  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const partner = await resolvePartner(ctx, request, reply, 'session');
    const { files } = await readMultipart(request);
    if (files.length === 0)
      throw new ErpError(422, [
        { type: 'missing', loc: ['body', 'files'], msg: 'At least one file is required' },
      ]);
    // Every file is checked before any is kept: a refused upload stores nothing.
    files.forEach(allowedType);
    const dir = path.join(ctx.options.uploadDir, String(partner.id));
    const stored: { file: UploadedFile; storedPath: string }[] = [];
    for (const file of files) stored.push({ file, storedPath: await storeFile(dir, file) });
    const saved = inTransaction(ctx.db, () =>
      stored.map(({ file, storedPath }) => ({
        id: run(
          ctx.db,
          'INSERT INTO erp_uploads (partner_id, file_name, content_type, size, stored_path, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          partner.id,
          file.filename,
          file.mimetype,
          file.data.length,
          storedPath,
          naiveIso(),
        ),
        name: file.filename,
        size: file.data.length,
        content_type: file.mimetype,
      })),
    );
    return reply.code(201).send({ files: saved });
  };
  app.post('/customer/upload_files', upload);
  app.post('/auth/customer/upload_files', upload);
}
