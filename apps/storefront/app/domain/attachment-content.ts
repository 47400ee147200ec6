import type { ATTACHMENT_RULES } from './contact-lead';

type AttachmentType = (typeof ATTACHMENT_RULES.types)[number];

const SIGNATURES: readonly { type: AttachmentType; matches: (head: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', matches: (head) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  { type: 'image/jpeg', matches: (head) => startsWith(head, [0xff, 0xd8, 0xff]) },
  {
    type: 'image/png',
    matches: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    type: 'image/webp',
    matches: (head) =>
      startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/** How many first bytes of a file sniffedType reads. */
export const SNIFFED_BYTES = 12;

/**
 * What a file's first bytes say it is, among the types the shop takes (ATTACHMENT_RULES): the type a
 * browser declares is the sender's word, never checked by anyone, so it is not trusted.
 */
export function sniffedType(head: Uint8Array): AttachmentType | undefined {
  return SIGNATURES.find((signature) => signature.matches(head))?.type;
}

const EXTENSIONS: Record<AttachmentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const MAX_NAME_LENGTH = 100;

/**
 * A name safe to pass on: the last segment of any path, without control characters or those file
 * systems reserve, without leading dots, at most 100 characters, and ending with its type's extension.
 */
export function cleanFileName(name: string, type: AttachmentType): string {
  const extension = EXTENSIONS[type];
  const base = (name.split(/[/\\]/).pop() ?? '')
    // Control characters and those Windows or a shell would read: nothing of a path survives.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - extension.length - 1);
  return `${base || 'attachment'}.${extension}`;
}
