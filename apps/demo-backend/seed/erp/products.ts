/**
 * The demo shop's sellable products as the ERP knows them. Prices are untaxed; `therapist` and `b2b`
 * are the prices of those pricelists.
 */
export interface SeedProduct {
  id: number;
  sku: string;
  names: { fr: string; nl: string; en: string; de: string };
  prices: { default: number; therapist: number; b2b: number };
}

const product = (id: number, sku: string, names: SeedProduct['names'], price: number): SeedProduct => ({
  id,
  sku,
  names,
  // Therapists buy 15% and businesses 30% below the public price.
  prices: { default: price, therapist: Math.round(price * 85) / 100, b2b: Math.round(price * 70) / 100 },
});

export const PRODUCTS: SeedProduct[] = [
  product(
    1,
    'EO-LAV-10',
    {
      fr: 'Huile essentielle de lavande 10 ml',
      nl: 'Etherische olie lavendel 10 ml',
      en: 'Lavender essential oil 10 ml',
      de: 'Ätherisches Lavendelöl 10 ml',
    },
    8.5,
  ),
  product(
    2,
    'EO-LAV-30',
    {
      fr: 'Huile essentielle de lavande 30 ml',
      nl: 'Etherische olie lavendel 30 ml',
      en: 'Lavender essential oil 30 ml',
      de: 'Ätherisches Lavendelöl 30 ml',
    },
    19.9,
  ),
  product(
    3,
    'EO-TEA-10',
    {
      fr: "Huile essentielle d'arbre à thé 10 ml",
      nl: 'Etherische olie theeboom 10 ml',
      en: 'Tea tree essential oil 10 ml',
      de: 'Ätherisches Teebaumöl 10 ml',
    },
    7.9,
  ),
  product(
    4,
    'EO-EUC-10',
    {
      fr: "Huile essentielle d'eucalyptus 10 ml",
      nl: 'Etherische olie eucalyptus 10 ml',
      en: 'Eucalyptus essential oil 10 ml',
      de: 'Ätherisches Eukalyptusöl 10 ml',
    },
    6.9,
  ),
  product(
    5,
    'EO-PEP-10',
    {
      fr: 'Huile essentielle de menthe poivrée 10 ml',
      nl: 'Etherische olie pepermunt 10 ml',
      en: 'Peppermint essential oil 10 ml',
      de: 'Ätherisches Pfefferminzöl 10 ml',
    },
    7.5,
  ),
  product(
    6,
    'EO-ROS-5',
    {
      fr: 'Huile essentielle de rose 5 ml',
      nl: 'Etherische olie roos 5 ml',
      en: 'Rose essential oil 5 ml',
      de: 'Ätherisches Rosenöl 5 ml',
    },
    39,
  ),
  product(
    7,
    'VO-ALM-100',
    {
      fr: "Huile végétale d'amande douce 100 ml",
      nl: 'Plantaardige amandelolie 100 ml',
      en: 'Sweet almond oil 100 ml',
      de: 'Süßmandelöl 100 ml',
    },
    9.9,
  ),
  product(
    8,
    'VO-JOJ-50',
    {
      fr: 'Huile végétale de jojoba 50 ml',
      nl: 'Plantaardige jojobaolie 50 ml',
      en: 'Jojoba oil 50 ml',
      de: 'Jojobaöl 50 ml',
    },
    12.5,
  ),
  product(
    9,
    'VO-ARG-50',
    {
      fr: "Huile végétale d'argan 50 ml",
      nl: 'Plantaardige arganolie 50 ml',
      en: 'Argan oil 50 ml',
      de: 'Arganöl 50 ml',
    },
    14.9,
  ),
  product(
    10,
    'MB-REL-100',
    {
      fr: 'Huile de massage relaxante 100 ml',
      nl: 'Ontspannende massageolie 100 ml',
      en: 'Relaxing massage oil 100 ml',
      de: 'Entspannendes Massageöl 100 ml',
    },
    18.5,
  ),
  product(
    11,
    'MB-SPO-100',
    {
      fr: 'Huile de massage sport 100 ml',
      nl: 'Sportmassageolie 100 ml',
      en: 'Sports massage oil 100 ml',
      de: 'Sport-Massageöl 100 ml',
    },
    19.5,
  ),
  product(
    12,
    'DF-CER-01',
    {
      fr: 'Diffuseur en céramique',
      nl: 'Keramische verstuiver',
      en: 'Ceramic diffuser',
      de: 'Keramik-Diffusor',
    },
    34,
  ),
  product(
    13,
    'DF-USB-01',
    {
      fr: 'Diffuseur ultrasonique USB',
      nl: 'Ultrasone USB-verstuiver',
      en: 'USB ultrasonic diffuser',
      de: 'USB-Ultraschall-Diffusor',
    },
    45,
  ),
  product(
    14,
    'HY-ROS-200',
    {
      fr: 'Hydrolat de rose 200 ml',
      nl: 'Rozenhydrolaat 200 ml',
      en: 'Rose hydrosol 200 ml',
      de: 'Rosenhydrolat 200 ml',
    },
    11.9,
  ),
  product(
    15,
    'HY-CAM-200',
    {
      fr: 'Hydrolat de camomille 200 ml',
      nl: 'Kamillehydrolaat 200 ml',
      en: 'Chamomile hydrosol 200 ml',
      de: 'Kamillenhydrolat 200 ml',
    },
    12.9,
  ),
  product(
    16,
    'BL-SLE-10',
    {
      fr: 'Synergie sommeil 10 ml',
      nl: 'Synergie slaap 10 ml',
      en: 'Sleep blend 10 ml',
      de: 'Schlafmischung 10 ml',
    },
    13.5,
  ),
  product(
    17,
    'BL-BRE-10',
    {
      fr: 'Synergie respiration 10 ml',
      nl: 'Synergie ademhaling 10 ml',
      en: 'Breathe blend 10 ml',
      de: 'Atemmischung 10 ml',
    },
    13.5,
  ),
  product(
    18,
    'KT-STA-01',
    {
      fr: 'Coffret découverte aromathérapie',
      nl: 'Ontdekkingsset aromatherapie',
      en: 'Aromatherapy starter kit',
      de: 'Aromatherapie-Einsteigerset',
    },
    49,
  ),
  product(
    19,
    'AC-BOT-05',
    {
      fr: 'Flacons compte-gouttes vides (5)',
      nl: 'Lege druppelflesjes (5)',
      en: 'Empty dropper bottles (5)',
      de: 'Leere Tropfflaschen (5)',
    },
    5.5,
  ),
  product(
    20,
    'BK-GUI-01',
    {
      fr: "Guide pratique de l'aromathérapie",
      nl: 'Praktische gids aromatherapie',
      en: 'Practical aromatherapy guide',
      de: 'Praxisbuch Aromatherapie',
    },
    24,
  ),
];

export const TAX_RATE = 0.21;
