import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from './fixtures';

/** Every kind of space as a plain one: the page, the PDF and the mail may each choose another. */
export const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** What the order page shows of an order: its state in words, each product line (name, quantity, unit price, amount) and the total. */
export async function orderPageShows(page: Page) {
  const rows = page.getByTestId('sale-line');
  await expect(rows.first()).toBeVisible();
  const lines = [];
  for (const row of await rows.all()) {
    const cells = row.locator('td');
    const [name = '', variant = ''] = (await cells.first().innerText()).split('\n').map(plain);
    lines.push({
      name: variant ? `${name} (${variant})` : name,
      qty: Number(await cells.nth(1).innerText()),
      unit: plain(await cells.nth(2).innerText()),
      amount: plain(await cells.last().innerText()),
    });
  }
  return {
    state: plain((await page.getByRole('progressbar').getAttribute('aria-valuetext')) ?? ''),
    lines,
    total: plain(await page.getByTestId('sale-totals').getByTestId('cart-total').innerText()),
  };
}

/** The text runs of the order PDF the page's download button gives, as pdf.js reads them. */
export async function downloadedPdfRuns(page: Page, buttonName: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName }).click();
  const data = new Uint8Array(await readFile(await (await download).path()));
  const task = getDocument({ data, verbosity: 0 });
  const document = await task.promise;
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    for (const item of (await (await document.getPage(number)).getTextContent()).items) {
      if ('str' in item && item.str.trim()) runs.push(plain(item.str));
    }
  }
  await task.destroy();
  return runs;
}

/** An amount as a language writes it ("1 234,56 €", "€1,234.5678") as a number. */
export function amountIn(text: string, locale: string): number {
  const digits = text.replace(/[^\d,.-]/g, '');
  return Number(locale === 'en' ? digits.replace(/,/g, '') : digits.replace(/\./g, '').replace(',', '.'));
}
