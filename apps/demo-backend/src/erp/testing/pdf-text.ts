import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text runs of a PDF, in reading order, as pdf.js reads them (one per line of `doc.text` in the
 * documents pdfkit writes here). A hand-written stream parser missed every run of a PDF whose
 * compressed stream happened to end in a carriage return; pdf.js reads streams by their length.
 * Spaces of any kind (the thin and no-break spaces of formatted amounts) read as plain spaces, so that
 * tests compare text, not the font's choice of space.
 */
export async function pdfTextRuns(pdf: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const document = await task.promise;
  const runs: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim()) runs.push(plainSpaces(item.str));
    }
  }
  await task.destroy();
  return runs;
}

/** `text` with every kind of space as a plain one. */
export function plainSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, ' ');
}
