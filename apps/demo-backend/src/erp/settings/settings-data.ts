import { type Lang, translate } from '../http/lang.ts';

type Texts = Record<Lang, string>;

interface Named {
  id: number;
  name: Texts;
}

export interface Country {
  id: number;
  code: string;
}

/** docs/product/entities.md#settings: Luxembourg, Belgium, France and Germany come first, in that order, with these ids. */
export const COUNTRIES: readonly Country[] = [
  { id: 134, code: 'LU' },
  { id: 21, code: 'BE' },
  { id: 76, code: 'FR' },
  { id: 58, code: 'DE' },
  { id: 166, code: 'NL' },
  { id: 13, code: 'AT' },
  { id: 43, code: 'CH' },
  { id: 62, code: 'DK' },
  { id: 68, code: 'ES' },
  { id: 103, code: 'IE' },
  { id: 109, code: 'IT' },
  { id: 179, code: 'PL' },
  { id: 183, code: 'PT' },
  { id: 203, code: 'SE' },
  { id: 231, code: 'GB' },
];

export function countryById(id: number | null | undefined): Country | undefined {
  return COUNTRIES.find((country) => country.id === id);
}

export function countryByCode(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** Country names come from ICU, which knows them in every shop language. */
export function countryName(country: Country, lang: Lang): string {
  return new Intl.DisplayNames([lang], { type: 'region' }).of(country.code) ?? country.code;
}

export interface CountryState {
  id: number;
  code: string;
  name: string;
  country_id: number;
}

/** Belgian provinces under their official names, which are not translated. */
export const STATES: readonly CountryState[] = [
  ['VAN', 'Antwerpen'],
  ['VLI', 'Limburg'],
  ['VOV', 'Oost-Vlaanderen'],
  ['VBR', 'Vlaams-Brabant'],
  ['VWV', 'West-Vlaanderen'],
  ['WBR', 'Brabant wallon'],
  ['WHT', 'Hainaut'],
  ['WLG', 'Liège'],
  ['WLX', 'Luxembourg'],
  ['WNA', 'Namur'],
  ['BRU', 'Bruxelles-Capitale / Brussels Hoofdstedelijk Gewest'],
].map(([code, name], index) => ({ id: 1001 + index, code: code ?? '', name: name ?? '', country_id: 21 }));

export function stateByCode(countryId: number, code: string): CountryState | undefined {
  return STATES.find((state) => state.country_id === countryId && state.code === code.toUpperCase());
}

export const TITLES: readonly Named[] = [
  { id: 1, name: { fr: 'Madame', nl: 'Mevrouw', en: 'Madam', de: 'Frau' } },
  { id: 2, name: { fr: 'Mademoiselle', nl: 'Juffrouw', en: 'Miss', de: 'Fräulein' } },
  { id: 3, name: { fr: 'Monsieur', nl: 'De heer', en: 'Mister', de: 'Herr' } },
  { id: 4, name: { fr: 'Docteur', nl: 'Dokter', en: 'Doctor', de: 'Doktor' } },
  { id: 5, name: { fr: 'Professeur', nl: 'Professor', en: 'Professor', de: 'Professor' } },
];

export const LEAD_SUBJECTS: readonly Named[] = [
  {
    id: 1,
    name: {
      fr: 'Question sur un produit',
      nl: 'Vraag over een product',
      en: 'Question about a product',
      de: 'Frage zu einem Produkt',
    },
  },
  {
    id: 2,
    name: {
      fr: 'Commande et livraison',
      nl: 'Bestelling en levering',
      en: 'Order and delivery',
      de: 'Bestellung und Lieferung',
    },
  },
  {
    id: 3,
    name: {
      fr: 'Devenir revendeur',
      nl: 'Verkooppunt worden',
      en: 'Become a reseller',
      de: 'Wiederverkäufer werden',
    },
  },
  {
    id: 4,
    name: {
      fr: 'Formations et événements',
      nl: 'Opleidingen en evenementen',
      en: 'Training and events',
      de: 'Schulungen und Veranstaltungen',
    },
  },
  { id: 5, name: { fr: 'Autre demande', nl: 'Andere vraag', en: 'Other request', de: 'Sonstige Anfrage' } },
];

export const THERAPIST_INDUSTRIES: readonly Named[] = [
  {
    id: 1,
    name: { fr: 'Aromathérapeute', nl: 'Aromatherapeut', en: 'Aromatherapist', de: 'Aromatherapeut' },
  },
  { id: 2, name: { fr: 'Naturopathe', nl: 'Natuurgeneeskundige', en: 'Naturopath', de: 'Heilpraktiker' } },
  {
    id: 3,
    name: { fr: 'Massothérapeute', nl: 'Massagetherapeut', en: 'Massage therapist', de: 'Massagetherapeut' },
  },
  { id: 4, name: { fr: 'Ostéopathe', nl: 'Osteopaat', en: 'Osteopath', de: 'Osteopath' } },
  {
    id: 5,
    name: { fr: 'Kinésithérapeute', nl: 'Kinesitherapeut', en: 'Physiotherapist', de: 'Physiotherapeut' },
  },
];

export const B2B_INDUSTRIES: readonly Named[] = [
  { id: 1, name: { fr: 'Pharmacie', nl: 'Apotheek', en: 'Pharmacy', de: 'Apotheke' } },
  { id: 2, name: { fr: 'Magasin bio', nl: 'Biowinkel', en: 'Organic shop', de: 'Bioladen' } },
  {
    id: 3,
    name: { fr: 'Spa et bien-être', nl: 'Spa en wellness', en: 'Spa and wellness', de: 'Spa und Wellness' },
  },
  {
    id: 4,
    name: { fr: 'Institut de beauté', nl: 'Schoonheidsinstituut', en: 'Beauty salon', de: 'Kosmetikstudio' },
  },
  { id: 5, name: { fr: 'Distributeur', nl: 'Verdeler', en: 'Distributor', de: 'Großhändler' } },
];

export const LANGUAGES = [
  { id: 1, name: 'Français (BE)', code: 'fr_BE' },
  { id: 2, name: 'Nederlands (BE)', code: 'nl_BE' },
  { id: 3, name: 'English (US)', code: 'en_US' },
  { id: 4, name: 'Deutsch', code: 'de_DE' },
];

export const CURRENCIES = [{ id: 1, name: 'Euro', code: 'EUR', symbol: '€' }];

export function named(list: readonly Named[], lang: Lang): { id: number; name: string }[] {
  return list.map((entry) => ({ id: entry.id, name: translate(entry.name, lang) }));
}

export function namedById(
  list: readonly Named[],
  id: number | null,
  lang: Lang,
): { id: number; name: string } | null {
  const entry = list.find((candidate) => candidate.id === id);
  return entry ? { id: entry.id, name: translate(entry.name, lang) } : null;
}
