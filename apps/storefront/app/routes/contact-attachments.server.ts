import { cleanFileName, SNIFFED_BYTES, sniffedType } from '~/domain/attachment-content';

/** A file whose content is none of the types the shop takes: refused by the form's rules. */
const UNKNOWN_TYPE = 'application/octet-stream';

/**
 * The posted files as they will be sent on: typed by their content, not by what the sender declared, and
 * renamed to a clean name of that type (domain/attachment-content.ts). A file whose content is another
 * type than declared is typed as unknown, which the form refuses (contact.errors.file_type).
 */
export async function attachmentsByContent(files: readonly File[]): Promise<File[]> {
  return Promise.all(
    files.map(async (file) => {
      const type = sniffedType(new Uint8Array(await file.slice(0, SNIFFED_BYTES).arrayBuffer()));
      if (!type || type !== file.type) return new File([], file.name, { type: UNKNOWN_TYPE });
      return new File([file], cleanFileName(file.name, type), { type });
    }),
  );
}
