import PDFDocument from 'pdfkit';
import type { ErpContext } from '../context.ts';
import type { Lang } from '../http/lang.ts';
import { formatMoney, formatUnitPrice } from '../money.ts';
import { countryById, countryName } from '../settings/settings-data.ts';
import type { SaleRow } from '../cart/sale-repo.ts';
import { saleJson } from '../cart/sale-view.ts';
import { type LabelKey, label } from './order-labels.ts';
import { orderSummary } from './order-summary.ts';

export interface PdfDocumentInfo {
  kind: 'order' | 'invoice' | 'quotation';
  /** Document number: the order name or the invoice name. */
  name: string;
  date: string;
}

type Address = ReturnType<typeof saleJson>['delivery']['address'];

function addressLines(address: Address, lang: Lang): string[] {
  if (!address) return [];
  const country = countryById(address.country_id);
  return [
    address.name,
    address.street,
    address.street2,
    [address.zip, address.city].filter(Boolean).join(' '),
    country ? countryName(country, lang) : null,
    'vat' in address ? address.vat : null,
  ].filter((line): line is string => Boolean(line));
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * An order or invoice document, with the names, figures and words of the shop's order page
 * (order-summary.ts): product lines on the customer's tax basis, then the page's totals. Helvetica's WinAnsi encoding covers French, Dutch, English and German
 * text (accents, ß, €), so no font file has to ship.
 */
export function renderSalePdf(
  ctx: ErpContext,
  sale: SaleRow,
  info: PdfDocumentInfo,
  lang: Lang,
): Promise<Buffer> {
  const data = saleJson(ctx, sale, lang);
  const summary = orderSummary(ctx.db, sale, lang);
  const t = (key: LabelKey) => label(key, lang);
  // French groups thousands with a narrow no-break space, which Helvetica's WinAnsi encoding lacks.
  const winAnsi = (text: string) => text.replace(/\u202f/g, '\u00a0');
  const money = (amount: number) => winAnsi(formatMoney(amount, lang));
  const unitPrice = (amount: number) => winAnsi(formatUnitPrice(amount, lang));
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t(info.kind)} ${info.name}` } });
  const right = doc.page.width - 50;

  doc
    .fontSize(20)
    .fillColor('#7E9A1B')
    .text(`${t(info.kind)} ${info.name}`);
  doc.moveDown(0.5).fontSize(10).fillColor('#000');
  doc.text(`${t('date')}: ${info.date.slice(0, 10)}`);
  if (info.kind === 'order') doc.text(`${t('state')}: ${t(sale.state)}`);
  if (data.client_order_ref) doc.text(`${t('reference')}: ${data.client_order_ref}`);

  const top = doc.y + 15;
  doc.font('Helvetica-Bold').text(t('invoicing'), 50, top).font('Helvetica');
  addressLines(data.invoicing.address, lang).forEach((line) => doc.text(line, 50));
  doc.font('Helvetica-Bold').text(t('delivery'), 300, top).font('Helvetica');
  addressLines(data.delivery.address, lang).forEach((line) => doc.text(line, 300));

  let y = Math.max(doc.y, top + 90) + 20;
  type Column = { x: number; width: number; align: 'left' | 'right' };
  const columns: Column[] = [
    { x: 50, width: 250, align: 'left' },
    { x: 300, width: 50, align: 'right' },
    { x: 360, width: 90, align: 'right' },
    { x: 455, width: right - 455, align: 'right' },
  ];
  // A total's label takes the quantity and unit price columns, as long labels need.
  const totalColumns: Column[] = [{ x: 200, width: 250, align: 'right' }, columns[3] as Column];
  const row = (cells: string[], bold = false, at = columns) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: at[i]?.width }));
    if (y + Math.max(...heights) > doc.page.height - 80) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((cell, i) => doc.text(cell, at[i]?.x, y, { width: at[i]?.width, align: at[i]?.align }));
    y += Math.max(...heights) + 6;
  };
  const total = (text: string, amount: string, bold = false) => row([text, amount], bold, totalColumns);
  const { basis } = summary;
  row([t('product'), t('qty'), t(`unitPrice_${basis}`), t(`amount_${basis}`)], true);
  doc
    .moveTo(50, y - 3)
    .lineTo(right, y - 3)
    .stroke();
  for (const line of summary.lines) {
    row([line.name, String(line.qty), unitPrice(line.unitPrice), money(line.amount)]);
  }
  doc.moveTo(300, y).lineTo(right, y).stroke();
  y += 8;
  total(t(`subtotal_${basis}`), money(summary.subtotal));
  for (const discount of summary.discounts) total(discount.name, money(discount.amount));
  if (summary.shipping) {
    const { carrier, amount } = summary.shipping;
    total(`${t(`shipping_${basis}`)} (${carrier})`, amount > 0 ? money(amount) : t('free'));
  }
  if (basis === 'excluded') {
    total(t('untaxed'), money(summary.untaxed));
    total(t('tax'), money(summary.tax));
  }
  total(t('total'), money(summary.total), true);
  if (basis === 'included') total(t('taxIncluded'), money(summary.tax));

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(t('footer'), 50, doc.page.height - 70, { align: 'center', width: right - 50 });
  return toBuffer(doc);
}
