import type { Lang } from '../http/lang.ts';

const LABELS = {
  order: { fr: 'Commande', nl: 'Bestelling', en: 'Order', de: 'Bestellung' },
  invoice: { fr: 'Facture', nl: 'Factuur', en: 'Invoice', de: 'Rechnung' },
  date: { fr: 'Date', nl: 'Datum', en: 'Date', de: 'Datum' },
  reference: { fr: 'Votre référence', nl: 'Uw referentie', en: 'Your reference', de: 'Ihre Referenz' },
  invoicing: {
    fr: 'Adresse de facturation',
    nl: 'Factuuradres',
    en: 'Invoicing address',
    de: 'Rechnungsadresse',
  },
  delivery: { fr: 'Adresse de livraison', nl: 'Leveringsadres', en: 'Delivery address', de: 'Lieferadresse' },
  description: { fr: 'Description', nl: 'Omschrijving', en: 'Description', de: 'Beschreibung' },
  qty: { fr: 'Qté', nl: 'Aantal', en: 'Qty', de: 'Menge' },
  unitPrice: {
    fr: 'Prix unitaire HT',
    nl: 'Eenheidsprijs excl. btw',
    en: 'Unit price excl. VAT',
    de: 'Einzelpreis netto',
  },
  amount: { fr: 'Montant HT', nl: 'Bedrag excl. btw', en: 'Amount excl. VAT', de: 'Betrag netto' },
  untaxed: { fr: 'Total HT', nl: 'Totaal excl. btw', en: 'Total excl. VAT', de: 'Summe netto' },
  tax: { fr: 'TVA', nl: 'Btw', en: 'VAT', de: 'MwSt.' },
  total: { fr: 'Total TTC', nl: 'Totaal incl. btw', en: 'Total incl. VAT', de: 'Gesamtbetrag brutto' },
  state: { fr: 'État', nl: 'Status', en: 'Status', de: 'Status' },
  footer: {
    fr: 'Boutique de démonstration — aucune valeur commerciale.',
    nl: 'Demowinkel — geen commerciële waarde.',
    en: 'Demo shop — no commercial value.',
    de: 'Demo-Shop — kein geschäftlicher Wert.',
  },
  cancel: { fr: 'Annulée', nl: 'Geannuleerd', en: 'Cancelled', de: 'Storniert' },
  pending: { fr: 'En attente', nl: 'In afwachting', en: 'Pending', de: 'Ausstehend' },
  processing: { fr: 'En préparation', nl: 'In behandeling', en: 'Processing', de: 'In Bearbeitung' },
  delivery_partial: {
    fr: 'Livrée en partie',
    nl: 'Gedeeltelijk geleverd',
    en: 'Partially delivered',
    de: 'Teilweise geliefert',
  },
  delivery_full: { fr: 'Livrée', nl: 'Geleverd', en: 'Delivered', de: 'Geliefert' },
  draft: { fr: 'Panier', nl: 'Winkelmandje', en: 'Cart', de: 'Warenkorb' },
} satisfies Record<string, Record<Lang, string>>;

export type LabelKey = keyof typeof LABELS;

export function label(key: LabelKey, lang: Lang): string {
  return LABELS[key][lang];
}
