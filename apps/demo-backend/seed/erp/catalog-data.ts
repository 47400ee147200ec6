/**
 * The demo shop's carriers, pick-up sites, payment providers and promotions. The products are the
 * search catalogue's (seed/catalogue).
 */

/** Shipping is taxed at the standard Belgian VAT rate, like most of the catalogue. */
export const CARRIER_TAX_RATE = 0.21;

export const CARRIERS = [
  {
    id: 1,
    code: 'STD',
    product_id: 9001,
    with_dropoff_site: false,
    names: {
      fr: 'Livraison standard',
      nl: 'Standaardlevering',
      en: 'Standard delivery',
      de: 'Standardversand',
    },
    descriptions: {
      fr: 'En 2 à 4 jours ouvrables',
      nl: 'Binnen 2 tot 4 werkdagen',
      en: 'In 2 to 4 working days',
      de: 'In 2 bis 4 Werktagen',
    },
    // Luxembourg, Belgium, France, Germany, the Netherlands, then the rest of Europe.
    prices: {
      default: 5.9,
      134: 4.9,
      21: 5.9,
      76: 7.9,
      58: 7.9,
      166: 6.9,
      13: 12.9,
      43: 14.9,
      62: 12.9,
      68: 12.9,
      103: 12.9,
      109: 12.9,
      179: 12.9,
      183: 12.9,
      203: 12.9,
      231: 19.9,
    },
    // Free in Belgium from 49 € (Odoo's free_over), and before the cart has an address.
    free_over: { default: 49, 21: 49 },
  },
  {
    id: 2,
    code: 'EXP',
    product_id: 9002,
    with_dropoff_site: false,
    names: { fr: 'Livraison express', nl: 'Expreslevering', en: 'Express delivery', de: 'Expressversand' },
    descriptions: {
      fr: 'Le jour ouvrable suivant',
      nl: 'De volgende werkdag',
      en: 'Next working day',
      de: 'Am nächsten Werktag',
    },
    prices: { default: 11.9, 134: 9.9, 21: 11.9, 76: 14.9, 58: 14.9, 166: 14.9 },
  },
  {
    id: 3,
    code: 'PICKUP',
    product_id: 9003,
    with_dropoff_site: true,
    names: { fr: 'Point relais', nl: 'Afhaalpunt', en: 'Pick-up point', de: 'Abholstation' },
    descriptions: {
      fr: 'À retirer en point relais',
      nl: 'Af te halen in een afhaalpunt',
      en: 'Collect at a pick-up point',
      de: 'Abholung an einer Abholstation',
    },
    prices: { default: 3.9, 134: 3.5, 21: 3.9, 76: 4.5 },
    free_over: { default: 49, 21: 49 },
  },
];

const OPEN_WEEKDAYS = [0, 1, 2, 3, 4].map((day, index) => ({
  id: index + 1,
  name: `Day ${day} morning`,
  hour_from: 9,
  hour_to: 18,
  dayofweek: String(day),
  calendar_id: null,
  day_period: 'morning',
}));

export const PICKUP_SITES = [
  {
    id: 1,
    code: 'LU-001',
    latitude: 49.6,
    longitude: 6.1335,
    name: 'Relais Gare Luxembourg',
    street: '12 Place de la Gare',
    zip: '1616',
    city: 'Luxembourg',
    country_id: 134,
  },
  {
    id: 2,
    code: 'LU-002',
    latitude: 49.4958,
    longitude: 5.9806,
    name: 'Relais Esch Centre',
    street: "45 Rue de l'Alzette",
    zip: '4011',
    city: 'Esch-sur-Alzette',
    country_id: 134,
  },
  {
    id: 3,
    code: 'BE-001',
    latitude: 50.8275,
    longitude: 4.3643,
    name: 'Point Relais Louise',
    street: '210 Avenue Louise',
    zip: '1050',
    city: 'Bruxelles',
    country_id: 21,
  },
  {
    id: 4,
    code: 'BE-002',
    latitude: 51.218,
    longitude: 4.408,
    name: 'Afhaalpunt Meir',
    street: 'Meir 78',
    zip: '2000',
    city: 'Antwerpen',
    country_id: 21,
  },
  {
    id: 5,
    code: 'BE-003',
    latitude: 50.6413,
    longitude: 5.5716,
    name: 'Point Relais Liège Carré',
    street: '5 Rue du Pot d’Or',
    zip: '4000',
    city: 'Liège',
    country_id: 21,
  },
  {
    id: 6,
    code: 'FR-001',
    latitude: 49.1178,
    longitude: 6.1737,
    name: 'Relais Metz Centre',
    street: '3 Rue Serpenoise',
    zip: '57000',
    city: 'Metz',
    country_id: 76,
  },
  {
    id: 7,
    code: 'FR-002',
    latitude: 50.6363,
    longitude: 3.0665,
    name: 'Relais Lille Flandres',
    street: '18 Rue Faidherbe',
    zip: '59000',
    city: 'Lille',
    country_id: 76,
  },
].map((site) => ({ ...site, carrier_id: 3, attendances: OPEN_WEEKDAYS }));

export const PAYMENT_PROVIDERS = [
  {
    id: 1,
    code: 'demo_card',
    names: { fr: 'Carte (démo)', nl: 'Kaart (demo)', en: 'Card (demo)', de: 'Karte (Demo)' },
    state: 'test',
    pending_messages: {
      fr: 'Votre paiement est en cours de traitement.',
      nl: 'Uw betaling wordt verwerkt.',
      en: 'Your payment is being processed.',
      de: 'Ihre Zahlung wird bearbeitet.',
    },
    icons: [
      { name: 'VISA', sequence: 1, image: null },
      { name: 'Mastercard', sequence: 2, image: null },
    ],
  },
  {
    id: 2,
    code: 'custom',
    names: { fr: 'Virement bancaire', nl: 'Overschrijving', en: 'Wire transfer', de: 'Banküberweisung' },
    state: 'enabled',
    pending_messages: {
      fr: 'Veuillez virer le montant sur le compte IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL), avec la référence de la commande en communication.',
      nl: 'Gelieve het bedrag over te schrijven op rekening IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL), met de bestelreferentie als mededeling.',
      en: 'Please transfer the amount to IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL), with the order reference as communication.',
      de: 'Bitte überweisen Sie den Betrag auf das Konto IBAN LU28 0019 4006 4475 0000 (BIC DEMOLULL) und geben Sie die Bestellnummer als Verwendungszweck an.',
    },
    icons: [],
  },
];

export const PROMO_CODES = [
  { code: 'WELCOME10', discount: 10, discount_mode: 'percent' },
  { code: 'SPRING5', discount: 5, discount_mode: 'fixed' },
] as const;

export const LOYALTY_REWARDS = [
  { id: 1, discount: 5, required_points: 50 },
  { id: 2, discount: 12, required_points: 100 },
  { id: 3, discount: 30, required_points: 200 },
];
