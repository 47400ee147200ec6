import type { Lang } from '../http/lang.ts';

/**
 * The words of the order documents (PDF, confirmation mail). Where the shop's pages say the same thing,
 * these are the pages' words (apps/storefront/app/i18n/messages/<lang>/orders.json and cart.json), so
 * that a document reads as the page it comes from; order-labels.test.ts holds them together.
 */
const LABELS = {
  order: { fr: 'Commande', nl: 'Bestelling', en: 'Order', de: 'Bestellung' },
  invoice: { fr: 'Facture', nl: 'Factuur', en: 'Invoice', de: 'Rechnung' },
  quotation: { fr: 'Devis', nl: 'Offerte', en: 'Quotation', de: 'Angebot' },
  date: { fr: 'Date', nl: 'Datum', en: 'Date', de: 'Datum' },
  reference: { fr: 'Votre référence', nl: 'Uw referentie', en: 'Your reference', de: 'Ihre Referenz' },
  invoicing: {
    fr: 'Adresse de facturation',
    nl: 'Factuuradres',
    en: 'Invoicing address',
    de: 'Rechnungsadresse',
  },
  delivery: { fr: 'Adresse de livraison', nl: 'Leveringsadres', en: 'Delivery address', de: 'Lieferadresse' },
  product: { fr: 'Produit', nl: 'Product', en: 'Product', de: 'Produkt' },
  qty: { fr: 'Quantité', nl: 'Aantal', en: 'Quantity', de: 'Menge' },
  unitPrice_included: {
    fr: 'Prix unitaire TTC',
    nl: 'Eenheidsprijs incl. btw',
    en: 'Unit price incl. VAT',
    de: 'Einzelpreis inkl. MwSt.',
  },
  unitPrice_excluded: {
    fr: 'Prix unitaire HT',
    nl: 'Eenheidsprijs excl. btw',
    en: 'Unit price excl. VAT',
    de: 'Einzelpreis ohne MwSt.',
  },
  amount_included: {
    fr: 'Montant TTC',
    nl: 'Bedrag incl. btw',
    en: 'Amount incl. VAT',
    de: 'Betrag inkl. MwSt.',
  },
  amount_excluded: {
    fr: 'Montant HT',
    nl: 'Bedrag excl. btw',
    en: 'Amount excl. VAT',
    de: 'Betrag ohne MwSt.',
  },
  subtotal_included: {
    fr: 'Sous-total des produits',
    nl: 'Subtotaal producten',
    en: 'Products subtotal',
    de: 'Zwischensumme Produkte',
  },
  subtotal_excluded: {
    fr: 'Sous-total des produits HT',
    nl: 'Subtotaal producten excl. btw',
    en: 'Products subtotal excl. VAT',
    de: 'Zwischensumme Produkte ohne MwSt.',
  },
  shipping_included: { fr: 'Livraison', nl: 'Levering', en: 'Shipping', de: 'Versand' },
  shipping_excluded: {
    fr: 'Livraison HT',
    nl: 'Levering excl. btw',
    en: 'Shipping excl. VAT',
    de: 'Versand ohne MwSt.',
  },
  free: { fr: 'Gratuit', nl: 'Gratis', en: 'Free', de: 'Kostenlos' },
  untaxed: { fr: 'Total HT', nl: 'Totaal excl. btw', en: 'Total excl. VAT', de: 'Gesamt ohne MwSt.' },
  tax: { fr: 'TVA', nl: 'Btw', en: 'VAT', de: 'MwSt.' },
  total: { fr: 'Total TTC', nl: 'Totaal incl. btw', en: 'Total incl. VAT', de: 'Gesamt inkl. MwSt.' },
  taxIncluded: { fr: 'dont TVA', nl: 'waarvan btw', en: 'of which VAT', de: 'davon MwSt.' },
  state: { fr: 'Statut', nl: 'Status', en: 'Status', de: 'Status' },
  footer: {
    fr: 'Boutique de démonstration — aucune valeur commerciale.',
    nl: 'Demowinkel — geen commerciële waarde.',
    en: 'Demo shop — no commercial value.',
    de: 'Demo-Shop — kein geschäftlicher Wert.',
  },
  cancel: { fr: 'Annulée', nl: 'Geannuleerd', en: 'Cancelled', de: 'Storniert' },
  pending: { fr: 'En attente', nl: 'In afwachting', en: 'Pending', de: 'Ausstehend' },
  processing: { fr: 'En préparation', nl: 'In voorbereiding', en: 'Being prepared', de: 'In Bearbeitung' },
  delivery_partial: {
    fr: 'Partiellement livrée',
    nl: 'Gedeeltelijk geleverd',
    en: 'Partly delivered',
    de: 'Teilweise geliefert',
  },
  delivery_full: { fr: 'Livrée', nl: 'Geleverd', en: 'Delivered', de: 'Geliefert' },
  draft: { fr: 'Panier', nl: 'Winkelmandje', en: 'Cart', de: 'Warenkorb' },
} satisfies Record<string, Record<Lang, string>>;

export type LabelKey = keyof typeof LABELS;

export function label(key: LabelKey, lang: Lang): string {
  return LABELS[key][lang];
}
