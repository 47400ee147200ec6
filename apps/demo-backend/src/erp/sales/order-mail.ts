import { shopPageUrl } from '../auth/account-mails.ts';
import { getSale, type SaleRow } from '../cart/sale-repo.ts';
import type { ErpContext } from '../context.ts';
import { type Mail, sendMail } from '../dev/outbox.ts';
import { asLang, type Lang } from '../http/lang.ts';
import { formatMoney, formatUnitPrice } from '../money.ts';
import { getPartner } from '../partners/partner-repo.ts';
import { pendingMessage, type ProviderRow } from '../payment/providers.ts';
import { label } from './order-labels.ts';
import { type OrderSummary, orderSummary } from './order-summary.ts';

interface MailTexts {
  subject: (order: string, pending: boolean) => string;
  greeting: (name: string) => string;
  confirmed: (order: string, total: string) => string;
  pending: (order: string, total: string) => string;
  reference: string;
  follow: string;
  thanks: string;
  /** What goes between a label and its value: French sets a space before the colon. */
  colon: string;
}

const TEXTS: Record<Lang, MailTexts> = {
  fr: {
    subject: (order, pending) =>
      pending ? `Votre commande ${order} attend votre paiement` : `Confirmation de votre commande ${order}`,
    greeting: (name) => `Bonjour ${name},`,
    confirmed: (order, total) => `Votre commande ${order} d’un montant de ${total} est confirmée.`,
    pending: (order, total) =>
      `Votre commande ${order} d’un montant de ${total} est en attente : elle sera confirmée à la réception de votre paiement.`,
    reference: 'Référence de paiement',
    follow: 'Suivez votre commande dans votre compte',
    thanks: 'Merci de votre confiance !',
    colon: ' : ',
  },
  nl: {
    subject: (order, pending) =>
      pending ? `Uw bestelling ${order} wacht op uw betaling` : `Bevestiging van uw bestelling ${order}`,
    greeting: (name) => `Beste ${name},`,
    confirmed: (order, total) => `Uw bestelling ${order} van ${total} is bevestigd.`,
    pending: (order, total) =>
      `Uw bestelling ${order} van ${total} is in afwachting: ze wordt bevestigd zodra uw betaling ontvangen is.`,
    reference: 'Betalingsreferentie',
    follow: 'Volg uw bestelling in uw account',
    thanks: 'Bedankt voor uw vertrouwen!',
    colon: ': ',
  },
  en: {
    subject: (order, pending) =>
      pending ? `Your order ${order} awaits your payment` : `Your order ${order} is confirmed`,
    greeting: (name) => `Hello ${name},`,
    confirmed: (order, total) => `Your order ${order} amounting to ${total} is confirmed.`,
    pending: (order, total) =>
      `Your order ${order} amounting to ${total} is pending: it will be confirmed when your payment is received.`,
    reference: 'Payment reference',
    follow: 'Follow your order in your account',
    thanks: 'Thank you for your trust!',
    colon: ': ',
  },
  de: {
    subject: (order, pending) =>
      pending ? `Ihre Bestellung ${order} wartet auf Ihre Zahlung` : `Bestätigung Ihrer Bestellung ${order}`,
    greeting: (name) => `Hallo ${name},`,
    confirmed: (order, total) => `Ihre Bestellung ${order} über ${total} ist bestätigt.`,
    pending: (order, total) =>
      `Ihre Bestellung ${order} über ${total} ist ausstehend: Sie wird bestätigt, sobald Ihre Zahlung eingegangen ist.`,
    reference: 'Zahlungsreferenz',
    follow: 'Verfolgen Sie Ihre Bestellung in Ihrem Konto',
    thanks: 'Vielen Dank für Ihr Vertrauen!',
    colon: ': ',
  },
};

interface OrderMailInput {
  shopUrl: string;
  to: string;
  /** The customer's name, as the greeting says it. */
  name: string;
  lang: Lang;
  sale: { id: number; name: string };
  summary: OrderSummary;
  /** Set while the order waits for its payment: the payment reference and the provider's instructions. */
  pending: { reference: string; message: string | null } | null;
  /** Whether the customer has an account, where the order can be followed. */
  hasAccount: boolean;
}

/** The order's lines and totals as the order page lists them (order-summary.ts), one per line. */
function summaryText(summary: OrderSummary, lang: Lang, colon: string): string[] {
  const money = (amount: number) => formatMoney(amount, lang);
  const t = (key: Parameters<typeof label>[0]) => label(key, lang);
  const { basis } = summary;
  const row = (text: string, amount: string) => `${text}${colon}${amount}`;
  const lines = summary.lines.flatMap((line) => [
    line.name,
    `  ${line.qty} × ${formatUnitPrice(line.unitPrice, lang)} = ${money(line.amount)}`,
  ]);
  const shipping = summary.shipping
    ? [
        row(
          `${t(`shipping_${basis}`)} (${summary.shipping.carrier})`,
          summary.shipping.amount > 0 ? money(summary.shipping.amount) : t('free'),
        ),
      ]
    : [];
  return [
    `${t('product')} — ${t('qty')} × ${t(`unitPrice_${basis}`)} = ${t(`amount_${basis}`)}`,
    '',
    ...lines,
    '',
    row(t(`subtotal_${basis}`), money(summary.subtotal)),
    ...summary.discounts.map((discount) => row(discount.name, money(discount.amount))),
    ...shipping,
    ...(basis === 'excluded'
      ? [row(t('untaxed'), money(summary.untaxed)), row(t('tax'), money(summary.tax))]
      : []),
    row(t('total'), money(summary.total)),
    ...(basis === 'included' ? [row(t('taxIncluded'), money(summary.tax))] : []),
  ];
}

/**
 * The order confirmation Odoo's `sale` module mails when an order is confirmed, and, with `payment`,
 * when a payment is left pending (a wire transfer): in the customer's language, with the order's lines
 * and amounts as charged, and a link to the order in the shop's account area for a customer who has one.
 */
function orderConfirmationMail(input: OrderMailInput): Mail {
  const { lang, sale, summary, pending } = input;
  const texts = TEXTS[lang];
  const total = formatMoney(summary.total, lang);
  const link = input.hasAccount ? shopPageUrl(input.shopUrl, lang, `/account/sales/${sale.id}`) : null;
  const paragraphs = [
    texts.greeting(input.name),
    pending ? texts.pending(sale.name, total) : texts.confirmed(sale.name, total),
    ...(pending
      ? [
          `${texts.reference}${texts.colon}${pending.reference}${pending.message ? `\n${pending.message}` : ''}`,
        ]
      : []),
    summaryText(summary, lang, texts.colon).join('\n'),
    ...(link ? [`${texts.follow}${texts.colon}${link}`] : []),
    texts.thanks,
  ];
  return {
    to: input.to,
    subject: texts.subject(sale.name, pending !== null),
    body: paragraphs.join('\n\n'),
    link,
  };
}

/**
 * Mails the confirmation of an order just confirmed (paid, or waiting for its payment) to its customer:
 * to a customer's login in the customer's own language, as Odoo renders templates in the partner's
 * `lang`; to a guest's invoicing e-mail in the language they shopped in. Nobody to write to, no mail.
 */
export function sendOrderConfirmation(
  ctx: ErpContext,
  saleId: number,
  shopperLang: Lang,
  pending: { reference: string; provider: ProviderRow } | null,
): void {
  const sale = getSale(ctx.db, saleId) as SaleRow;
  const partner = getPartner(ctx.db, sale.partner_id);
  const invoicing = sale.invoicing_partner_id ? getPartner(ctx.db, sale.invoicing_partner_id) : undefined;
  const to = partner?.login ?? partner?.email ?? invoicing?.email;
  if (!partner || !to) return;
  const hasAccount = partner.kind === 'customer';
  const lang = hasAccount ? asLang(partner.lang) : shopperLang;
  sendMail(
    ctx.db,
    orderConfirmationMail({
      shopUrl: ctx.options.shopUrl,
      to,
      name: hasAccount ? partner.name : (invoicing?.name ?? partner.name),
      lang,
      sale,
      summary: orderSummary(ctx.db, sale, lang),
      pending: pending && {
        reference: pending.reference,
        message: pendingMessage(pending.provider, lang),
      },
      hasAccount,
    }),
  );
}
