import { type Lang, translate } from '../http/lang.ts';
import { formatMoney } from '../money.ts';
import { escapeHtml, hiddenInputs } from './html.ts';

const TEXTS = {
  title: { fr: 'Paiement de démonstration', nl: 'Demobetaling', en: 'Demo payment', de: 'Demo-Zahlung' },
  notice: {
    fr: "Aucun argent n'est débité : choisissez l'issue du paiement.",
    nl: 'Er wordt geen geld afgeschreven: kies de uitkomst van de betaling.',
    en: 'No money is taken: choose how the payment ends.',
    de: 'Es wird kein Geld abgebucht: wählen Sie den Ausgang der Zahlung.',
  },
  reference: { fr: 'Référence', nl: 'Referentie', en: 'Reference', de: 'Referenz' },
  amount: { fr: 'Montant', nl: 'Bedrag', en: 'Amount', de: 'Betrag' },
  success: { fr: 'Payer', nl: 'Betalen', en: 'Pay', de: 'Bezahlen' },
  pending: {
    fr: 'Laisser en attente',
    nl: 'In behandeling laten',
    en: 'Leave pending',
    de: 'Ausstehend lassen',
  },
  error: { fr: 'Échec', nl: 'Mislukt', en: 'Fail', de: 'Fehlschlagen' },
};

export type PaymentOutcome = 'success' | 'pending' | 'error';

export interface PaymentPage {
  lang: Lang;
  reference: string;
  amount: number;
  token: string;
  /** Where the three buttons post their outcome. */
  completeUrl: string;
}

/** The demo card provider's page: three buttons decide how the payment ends. No script, nothing external. */
export function renderPaymentPage(page: PaymentPage): string {
  const t = (key: keyof typeof TEXTS) => escapeHtml(translate(TEXTS[key], page.lang));
  const button = (outcome: PaymentOutcome) =>
    `<form method="POST" action="${escapeHtml(page.completeUrl)}">${hiddenInputs({ token: page.token, outcome })}` +
    `<button type="submit" class="${outcome}">${t(outcome)}</button></form>`;
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${t('title')}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
h1{color:#7E9A1B}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1.5rem}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #6b7280;background:#fff;cursor:pointer}
button.success{background:#7E9A1B;border-color:#7E9A1B;color:#fff}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${t('title')}</h1>
<p>${t('notice')}</p>
<dl><dt>${t('reference')}</dt><dd>${escapeHtml(page.reference)}</dd><dt>${t('amount')}</dt><dd>${escapeHtml(formatMoney(page.amount, page.lang))}</dd></dl>
<div class="actions">${button('success')}${button('pending')}${button('error')}</div>
</main>
</body>
</html>
`;
}
