import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { ErpError } from './errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart body. Size and count limits are those given to @fastify/multipart at
 * registration; going over them is a 413 from the error handler.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new ErpError(415, 'Expected a multipart/form-data body');
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        body.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        body.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Limits come with their status (413); anything else is a body the parser could not read.
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new ErpError(422, [{ type: 'multipart_invalid', loc: ['body'], msg: 'Malformed multipart body' }]);
  }
  return body;
}

interface AllowedType {
  label: string;
  mimetypes: string[];
  extension: string;
  matches(data: Buffer): boolean;
}

/** Types are recognised by their content; the declared type must agree, so a renamed file is refused. */
const ALLOWED: AllowedType[] = [
  {
    label: 'PDF',
    mimetypes: ['application/pdf'],
    extension: '.pdf',
    matches: (d) => d.subarray(0, 5).toString('latin1') === '%PDF-',
  },
  {
    label: 'PNG',
    mimetypes: ['image/png'],
    extension: '.png',
    matches: (d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    label: 'JPEG',
    mimetypes: ['image/jpeg'],
    extension: '.jpg',
    matches: (d) => d.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
  {
    label: 'WebP',
    mimetypes: ['image/webp'],
    extension: '.webp',
    matches: (d) =>
      d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function allowedType(file: UploadedFile): AllowedType {
  const type = ALLOWED.find(
    (candidate) => candidate.mimetypes.includes(file.mimetype) && candidate.matches(file.data),
  );
  if (!type) {
    const labels = ALLOWED.map((candidate) => candidate.label).join(', ');
    throw new ErpError(
      415,
      `File type not allowed for '${file.filename}': ${file.mimetype} (allowed: ${labels})`,
    );
  }
  return type;
}

/** Stores the file under a generated name, never the client's, so no path can be smuggled in. */
export async function storeFile(dir: string, file: UploadedFile): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stored = path.join(dir, `${randomUUID()}${allowedType(file).extension}`);
  await writeFile(stored, file.data, { mode: 0o600 });
  return stored;
}
