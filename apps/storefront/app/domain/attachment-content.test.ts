import { describe, expect, it } from 'vitest';
import { cleanFileName, sniffedType } from './attachment-content';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value)] : [value])));

describe('attachments by their content', () => {
  it('knows the types the shop takes by their first bytes', () => {
    expect(sniffedType(bytes('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffedType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffedType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffedType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
  });

  it('knows nothing else, whatever it starts like', () => {
    expect(sniffedType(bytes('<html><script>'))).toBeUndefined();
    expect(sniffedType(bytes('MZ'))).toBeUndefined();
    expect(sniffedType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffedType(bytes('%PD'))).toBeUndefined();
    expect(sniffedType(new Uint8Array())).toBeUndefined();
  });

  it('passes a clean name on: no path, no control or reserved character, its type’s extension', () => {
    expect(cleanFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(cleanFileName('C:\\Users\\ann\\scan.PNG', 'image/png')).toBe('scan.png');
    expect(cleanFileName('invoice.html', 'application/pdf')).toBe('invoice.pdf');
    expect(cleanFileName('a\u0000b\r\n<c>|d?.jpg', 'image/jpeg')).toBe('abcd.jpg');
    expect(cleanFileName('..', 'image/webp')).toBe('attachment.webp');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf')).toHaveLength(100);
  });
});
