import { inflateSync } from 'node:zlib';

/** The WinAnsi codes of the standard fonts that differ from Latin-1 and that our documents use. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x91: '‘', 0x92: '’', 0x96: '–', 0x97: '—' };

/**
 * The text runs of a PDF written by pdfkit with its standard fonts, one string per `TJ` (a line of
 * `doc.text`): its content streams are inflated and the hex glyph strings decoded from WinAnsi.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const stream of source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((match) => match[1]).join('');
      const bytes = Buffer.from(hex, 'hex');
      runs.push([...bytes].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''));
    }
  }
  return runs;
}
