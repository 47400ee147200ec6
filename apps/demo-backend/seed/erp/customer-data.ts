/** One password for every demo account, documented in docs/erp.md. */
export const DEMO_PASSWORD = 'demo1234';

export interface SeedAddress {
  name: string;
  street: string;
  zip: string;
  city: string;
  country_id: number;
  phone?: string;
}

export interface SeedCustomer {
  login: string;
  name: string;
  lang: 'fr' | 'nl' | 'en' | 'de';
  customer_type: 'individual' | 'therapist' | 'b2b' | null;
  customer_status: 'validated' | 'pending';
  pricelist: 'default' | 'therapist' | 'b2b';
  title_id?: number;
  company_name?: string;
  business_number?: string;
  vat?: string;
  is_settled?: boolean;
  industry_therapist?: number;
  industry_b2b?: number;
  opt_in?: boolean;
  address: SeedAddress;
  delivery: SeedAddress[];
  loyalty?: { code: string; points: number };
  personalPromo?: { code: string; discount: number };
}

export const CUSTOMERS: SeedCustomer[] = [
  {
    login: 'individual@demo.shop',
    name: 'Marie Dubois',
    lang: 'fr',
    customer_type: 'individual',
    customer_status: 'validated',
    pricelist: 'default',
    title_id: 1,
    opt_in: true,
    address: {
      name: 'Marie Dubois',
      street: '14 Rue du Marché',
      zip: '1000',
      city: 'Bruxelles',
      country_id: 21,
      phone: '+32 2 555 01 01',
    },
    delivery: [
      {
        name: 'Marie Dubois (bureau)',
        street: '3 Boulevard Royal',
        zip: '2449',
        city: 'Luxembourg',
        country_id: 134,
      },
    ],
    personalPromo: { code: 'MARIE15', discount: 15 },
  },
  {
    login: 'therapist@demo.shop',
    name: 'Anna Weber',
    lang: 'de',
    customer_type: 'therapist',
    customer_status: 'validated',
    pricelist: 'therapist',
    title_id: 4,
    industry_therapist: 1,
    business_number: 'THER-2024-0042',
    address: {
      name: 'Praxis Anna Weber',
      street: 'Hauptstraße 21',
      zip: '54290',
      city: 'Trier',
      country_id: 58,
      phone: '+49 651 555 0202',
    },
    delivery: [{ name: 'Anna Weber', street: 'Moselweg 4', zip: '54292', city: 'Trier', country_id: 58 }],
    loyalty: { code: 'LOYAL-ANNA-0001', points: 230 },
  },
  {
    login: 'b2b@demo.shop',
    name: 'Pharmacie Centrale',
    lang: 'fr',
    customer_type: 'b2b',
    customer_status: 'validated',
    pricelist: 'b2b',
    company_name: 'Pharmacie Centrale S.A.',
    business_number: 'B123456',
    vat: 'LU12345613',
    is_settled: true,
    industry_b2b: 1,
    address: {
      name: 'Pharmacie Centrale S.A.',
      street: '5 Grand-Rue',
      zip: '1661',
      city: 'Luxembourg',
      country_id: 134,
      phone: '+352 22 55 03',
    },
    delivery: [
      {
        name: 'Pharmacie Centrale - Entrepôt',
        street: '20 Rue de l’Industrie',
        zip: '3895',
        city: 'Foetz',
        country_id: 134,
      },
      {
        name: 'Pharmacie Centrale - Kirchberg',
        street: '40 Avenue J.F. Kennedy',
        zip: '1855',
        city: 'Luxembourg',
        country_id: 134,
      },
    ],
  },
  {
    login: 'incomplete@demo.shop',
    name: 'Jan Peeters',
    lang: 'nl',
    customer_type: null,
    customer_status: 'pending',
    pricelist: 'default',
    title_id: 3,
    address: { name: 'Jan Peeters', street: 'Kerkstraat 8', zip: '9000', city: 'Gent', country_id: 21 },
    delivery: [{ name: 'Jan Peeters', street: 'Veldstraat 50', zip: '9000', city: 'Gent', country_id: 21 }],
  },
  {
    login: 'pending@demo.shop',
    name: 'Sophie Martin',
    lang: 'fr',
    customer_type: 'therapist',
    customer_status: 'pending',
    pricelist: 'therapist',
    title_id: 1,
    industry_therapist: 2,
    address: {
      name: 'Sophie Martin',
      street: '7 Rue des Jardins',
      zip: '57000',
      city: 'Metz',
      country_id: 76,
    },
    delivery: [
      {
        name: 'Cabinet Sophie Martin',
        street: '22 Place Saint-Louis',
        zip: '57000',
        city: 'Metz',
        country_id: 76,
      },
    ],
  },
];

/**
 * Past orders every demo customer has, one per state: [product id, quantity] lines, where the product id
 * is a variant of the search catalogue (seed/catalogue) and the comment its sku.
 */
export const PAST_ORDERS = [
  {
    state: 'delivery_full',
    daysAgo: 120,
    lines: [
      [12, 2], // HE-LAVF-10-ML, true lavender essential oil 10 ml
      [232, 1], // HV-AMAN-100-ML, sweet almond oil 100 ml
      [631, 1], // DI-BRUM-WHITE, ultrasonic diffuser
    ],
  },
  {
    state: 'delivery_partial',
    daysAgo: 40,
    lines: [
      [13, 3], // HE-LAVF-30-ML, true lavender essential oil 30 ml
      [471, 2], // CO-MASS-100-ML, relaxing lavender massage oil 100 ml
    ],
  },
  {
    state: 'processing',
    daysAgo: 9,
    lines: [
      [701, 1], // CF-SOMM, Peaceful Nights gift set
      [671, 2], // AC-FLAC-10-ML-AMBER, empty dropper bottle
    ],
  },
  {
    state: 'pending',
    daysAgo: 3,
    lines: [
      [141, 1], // HE-GERA-5-ML, rose geranium essential oil 5 ml
      [322, 2], // HY-ROSE-200-ML, damask rose hydrosol 200 ml
    ],
  },
  { state: 'cancel', daysAgo: 60, lines: [[641, 1]] }, // DI-NEBU-LIGHT-WOOD, nebulising diffuser
] as const;
