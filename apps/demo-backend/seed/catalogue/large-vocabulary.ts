import type { Kind, Texts } from './types.ts';

/** Building blocks of the generated benchmark catalogue: real words, combined by large-catalogue.ts. */
export interface Plant {
  name: Texts;
  latin: string;
  uses: [string, string];
}

export const plants: Plant[] = [
  {
    name: ['Lavande', 'Lavendel', 'Lavender', 'Lavendel'],
    latin: 'Lavandula angustifolia',
    uses: ['sleep', 'skin'],
  },
  {
    name: ['Romarin', 'Rozemarijn', 'Rosemary', 'Rosmarin'],
    latin: 'Rosmarinus officinalis',
    uses: ['muscles', 'focus'],
  },
  { name: ['Thym', 'Tijm', 'Thyme', 'Thymian'], latin: 'Thymus vulgaris', uses: ['immunity', 'breathing'] },
  { name: ['Menthe', 'Munt', 'Mint', 'Minze'], latin: 'Mentha piperita', uses: ['digestion', 'energy'] },
  {
    name: ['Camomille', 'Kamille', 'Chamomile', 'Kamille'],
    latin: 'Matricaria chamomilla',
    uses: ['sleep', 'skin'],
  },
  { name: ['Citron', 'Citroen', 'Lemon', 'Zitrone'], latin: 'Citrus limon', uses: ['energy', 'digestion'] },
  {
    name: ['Orange', 'Sinaasappel', 'Orange', 'Orange'],
    latin: 'Citrus sinensis',
    uses: ['stress', 'sleep'],
  },
  {
    name: ['Mandarine', 'Mandarijn', 'Mandarin', 'Mandarine'],
    latin: 'Citrus reticulata',
    uses: ['sleep', 'digestion'],
  },
  {
    name: ['Pamplemousse', 'Grapefruit', 'Grapefruit', 'Grapefruit'],
    latin: 'Citrus paradisi',
    uses: ['energy', 'skin'],
  },
  {
    name: ['Bergamote', 'Bergamot', 'Bergamot', 'Bergamotte'],
    latin: 'Citrus bergamia',
    uses: ['stress', 'skin'],
  },
  {
    name: ['Eucalyptus', 'Eucalyptus', 'Eucalyptus', 'Eukalyptus'],
    latin: 'Eucalyptus radiata',
    uses: ['breathing', 'immunity'],
  },
  { name: ['Pin', 'Den', 'Pine', 'Kiefer'], latin: 'Pinus sylvestris', uses: ['breathing', 'energy'] },
  {
    name: ['Sapin', 'Zilverspar', 'Silver fir', 'Weißtanne'],
    latin: 'Abies alba',
    uses: ['breathing', 'home'],
  },
  { name: ['Cèdre', 'Ceder', 'Cedar', 'Zeder'], latin: 'Cedrus atlantica', uses: ['hair', 'focus'] },
  {
    name: ['Cyprès', 'Cipres', 'Cypress', 'Zypresse'],
    latin: 'Cupressus sempervirens',
    uses: ['muscles', 'breathing'],
  },
  {
    name: ['Géranium', 'Geranium', 'Geranium', 'Geranie'],
    latin: 'Pelargonium graveolens',
    uses: ['skin', 'stress'],
  },
  { name: ['Rose', 'Roos', 'Rose', 'Rose'], latin: 'Rosa damascena', uses: ['skin', 'stress'] },
  { name: ['Néroli', 'Neroli', 'Neroli', 'Neroli'], latin: 'Citrus aurantium', uses: ['sleep', 'stress'] },
  {
    name: ['Ylang-ylang', 'Ylang-ylang', 'Ylang-ylang', 'Ylang-Ylang'],
    latin: 'Cananga odorata',
    uses: ['stress', 'hair'],
  },
  {
    name: ['Jasmin', 'Jasmijn', 'Jasmine', 'Jasmin'],
    latin: 'Jasminum grandiflorum',
    uses: ['stress', 'skin'],
  },
  {
    name: ['Patchouli', 'Patchoeli', 'Patchouli', 'Patschuli'],
    latin: 'Pogostemon cablin',
    uses: ['skin', 'home'],
  },
  {
    name: ['Vétiver', 'Vetiver', 'Vetiver', 'Vetiver'],
    latin: 'Chrysopogon zizanioides',
    uses: ['sleep', 'focus'],
  },
  {
    name: ['Gingembre', 'Gember', 'Ginger', 'Ingwer'],
    latin: 'Zingiber officinale',
    uses: ['digestion', 'muscles'],
  },
  {
    name: ['Cannelle', 'Kaneel', 'Cinnamon', 'Zimt'],
    latin: 'Cinnamomum verum',
    uses: ['immunity', 'digestion'],
  },
  {
    name: ['Clou de girofle', 'Kruidnagel', 'Clove', 'Gewürznelke'],
    latin: 'Syzygium aromaticum',
    uses: ['immunity', 'muscles'],
  },
  {
    name: ['Basilic', 'Basilicum', 'Basil', 'Basilikum'],
    latin: 'Ocimum basilicum',
    uses: ['digestion', 'focus'],
  },
  {
    name: ['Sauge sclarée', 'Scharlei', 'Clary sage', 'Muskatellersalbei'],
    latin: 'Salvia sclarea',
    uses: ['stress', 'hair'],
  },
  {
    name: ['Marjolaine', 'Marjolein', 'Marjoram', 'Majoran'],
    latin: 'Origanum majorana',
    uses: ['sleep', 'muscles'],
  },
  {
    name: ['Verveine', 'Citroenverbena', 'Lemon verbena', 'Zitronenverbene'],
    latin: 'Aloysia citrodora',
    uses: ['sleep', 'digestion'],
  },
  {
    name: ['Mélisse', 'Citroenmelisse', 'Lemon balm', 'Zitronenmelisse'],
    latin: 'Melissa officinalis',
    uses: ['stress', 'digestion'],
  },
  { name: ['Tilleul', 'Linde', 'Lime blossom', 'Linde'], latin: 'Tilia cordata', uses: ['sleep', 'stress'] },
  {
    name: ['Ortie', 'Brandnetel', 'Nettle', 'Brennnessel'],
    latin: 'Urtica dioica',
    uses: ['hair', 'energy'],
  },
  {
    name: ['Calendula', 'Goudsbloem', 'Calendula', 'Ringelblume'],
    latin: 'Calendula officinalis',
    uses: ['skin', 'skin'],
  },
  { name: ['Arnica', 'Arnica', 'Arnica', 'Arnika'], latin: 'Arnica montana', uses: ['muscles', 'skin'] },
  {
    name: ['Hélichryse', 'Strobloem', 'Helichrysum', 'Immortelle'],
    latin: 'Helichrysum italicum',
    uses: ['skin', 'muscles'],
  },
  {
    name: ['Tea tree', 'Tea tree', 'Tea tree', 'Teebaum'],
    latin: 'Melaleuca alternifolia',
    uses: ['skin', 'immunity'],
  },
  {
    name: ['Niaouli', 'Niaouli', 'Niaouli', 'Niaouli'],
    latin: 'Melaleuca quinquenervia',
    uses: ['breathing', 'skin'],
  },
  {
    name: ['Ravintsara', 'Ravintsara', 'Ravintsara', 'Ravintsara'],
    latin: 'Cinnamomum camphora',
    uses: ['immunity', 'breathing'],
  },
  {
    name: ['Palmarosa', 'Palmarosa', 'Palmarosa', 'Palmarosa'],
    latin: 'Cymbopogon martinii',
    uses: ['skin', 'home'],
  },
  {
    name: ['Citronnelle', 'Citronella', 'Citronella', 'Zitronengras'],
    latin: 'Cymbopogon nardus',
    uses: ['home', 'energy'],
  },
];

export interface Origin {
  /** Words placed after the product name ("de Provence"). */
  suffix: Texts;
  /** Full sentence about the harvest. */
  sentence: Texts;
}

const origin = (fr: string, frIn: string, nl: string, en: string, de: string): Origin => ({
  suffix: [fr, nl, en, de],
  sentence: [
    `Plantes récoltées ${frIn}.`,
    `Planten geoogst ${nl.replace(/^uit /, 'in ')}.`,
    `Plants harvested ${en.replace(/^from /, 'in ')}.`,
    `Pflanzen geerntet ${de.replace(/^aus /, 'in ')}.`,
  ],
});

export const origins: Origin[] = [
  origin('de Provence', 'en Provence', 'uit de Provence', 'from Provence', 'aus der Provence'),
  origin('de Corse', 'en Corse', 'uit Corsica', 'from Corsica', 'aus Korsika'),
  origin('de Madagascar', 'à Madagascar', 'uit Madagaskar', 'from Madagascar', 'aus Madagaskar'),
  origin('du Maroc', 'au Maroc', 'uit Marokko', 'from Morocco', 'aus Marokko'),
  origin('du Népal', 'au Népal', 'uit Nepal', 'from Nepal', 'aus Nepal'),
  origin('de Bulgarie', 'en Bulgarie', 'uit Bulgarije', 'from Bulgaria', 'aus Bulgarien'),
  origin('d’Espagne', 'en Espagne', 'uit Spanje', 'from Spain', 'aus Spanien'),
  origin('d’Italie', 'en Italie', 'uit Italië', 'from Italy', 'aus Italien'),
  origin('du Portugal', 'au Portugal', 'uit Portugal', 'from Portugal', 'aus Portugal'),
  origin('d’Inde', 'en Inde', 'uit India', 'from India', 'aus Indien'),
  origin('du Sri Lanka', 'au Sri Lanka', 'uit Sri Lanka', 'from Sri Lanka', 'aus Sri Lanka'),
  origin('d’Australie', 'en Australie', 'uit Australië', 'from Australia', 'aus Australien'),
  origin('du Canada', 'au Canada', 'uit Canada', 'from Canada', 'aus Kanada'),
  origin('du Pérou', 'au Pérou', 'uit Peru', 'from Peru', 'aus Peru'),
  origin('de Hongrie', 'en Hongrie', 'uit Hongarije', 'from Hungary', 'aus Ungarn'),
  origin('d’Autriche', 'en Autriche', 'uit Oostenrijk', 'from Austria', 'aus Österreich'),
];

/** How each kind names its products; `{p}` is the plant, French elides "de" before a vowel. */
export const namePatterns: Partial<Record<Kind, Texts>> = {
  essential_oil: [
    'Huile essentielle de {p}',
    'Etherische olie {p}',
    '{p} essential oil',
    'Ätherisches Öl {p}',
  ],
  hydrosol: ['Hydrolat de {p}', 'Hydrolaat van {p}', '{p} hydrosol', 'Hydrolat {p}'],
  vegetable_oil: ['Macérat huileux de {p}', 'Oliemaceraat van {p}', '{p} oil macerate', 'Ölauszug {p}'],
  cosmetic: ['Crème de soin {p}', 'Verzorgende crème {p}', '{p} care cream', 'Pflegecreme {p}'],
  soap: ['Savon surgras {p}', 'Overvette zeep {p}', '{p} superfatted soap', 'Rückfettende Seife {p}'],
  herbal_tea: ['Tisane {p}', 'Kruidenthee {p}', '{p} herbal tea', 'Kräutertee {p}'],
  candle: ['Bougie parfumée {p}', 'Geurkaars {p}', '{p} scented candle', 'Duftkerze {p}'],
  bath: ['Sels de bain {p}', 'Badzout {p}', '{p} bath salts', 'Badesalz {p}'],
};

/** What a use does, as one sentence per language. */
export const useSentences: Record<string, Texts> = {
  sleep: [
    'Apprécié le soir pour retrouver un sommeil paisible.',
    'Geliefd ’s avonds voor een rustige slaap.',
    'Loved in the evening for peaceful sleep.',
    'Abends geschätzt für einen ruhigen Schlaf.',
  ],
  stress: [
    'Aide à relâcher les tensions du quotidien.',
    'Helpt de spanningen van alledag los te laten.',
    'Helps release everyday tension.',
    'Hilft, die Anspannung des Alltags zu lösen.',
  ],
  breathing: [
    'Dégage les voies respiratoires en hiver.',
    'Maakt de luchtwegen vrij in de winter.',
    'Clears the airways in winter.',
    'Befreit im Winter die Atemwege.',
  ],
  skin: [
    'Prend soin des peaux sensibles ou abîmées.',
    'Verzorgt de gevoelige of beschadigde huid.',
    'Cares for sensitive or damaged skin.',
    'Pflegt empfindliche oder strapazierte Haut.',
  ],
  muscles: [
    'Détend les muscles après l’effort.',
    'Ontspant de spieren na inspanning.',
    'Relaxes muscles after exercise.',
    'Entspannt die Muskeln nach der Anstrengung.',
  ],
  digestion: [
    'Favorise une digestion légère.',
    'Bevordert een lichte spijsvertering.',
    'Supports light digestion.',
    'Fördert eine leichte Verdauung.',
  ],
  hair: [
    'Fortifie les cheveux et le cuir chevelu.',
    'Versterkt haar en hoofdhuid.',
    'Strengthens hair and scalp.',
    'Stärkt Haar und Kopfhaut.',
  ],
  immunity: [
    'Soutient les défenses naturelles.',
    'Ondersteunt de natuurlijke weerstand.',
    'Supports the natural defences.',
    'Unterstützt die Abwehrkräfte.',
  ],
  energy: [
    'Redonne de l’énergie en cas de fatigue.',
    'Geeft nieuwe energie bij vermoeidheid.',
    'Restores energy when tired.',
    'Gibt bei Müdigkeit neue Energie.',
  ],
  focus: [
    'Aide à rester concentré.',
    'Helpt geconcentreerd te blijven.',
    'Helps you stay focused.',
    'Hilft, konzentriert zu bleiben.',
  ],
  home: [
    'Parfume la maison naturellement.',
    'Parfumeert het huis op natuurlijke wijze.',
    'Scents the home naturally.',
    'Beduftet das Zuhause auf natürliche Weise.',
  ],
};
