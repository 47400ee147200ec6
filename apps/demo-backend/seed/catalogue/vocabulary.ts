import type { Axis, Kind, Texts } from './types.ts';

/** Texts shared by every product of a kind: the variant extras of the product document. */
export interface KindTexts {
  productType: Texts;
  sphere: Texts;
  labelling: Texts;
  useCondition: Texts;
  useRestriction: Texts;
  generalDescription: Texts;
  taxRate: number;
}

const AROMATHERAPY: Texts = ['Aromathérapie', 'Aromatherapie', 'Aromatherapy', 'Aromatherapie'];
const NATURAL_CARE: Texts = [
  'Cosmétique naturelle',
  'Natuurlijke verzorging',
  'Natural care',
  'Naturkosmetik',
];
const WELLBEING: Texts = ['Bien-être', 'Welzijn', 'Wellbeing', 'Wohlbefinden'];
const HOME: Texts = ['Maison', 'Thuis', 'Home', 'Zuhause'];

const ORGANIC: Texts = [
  'Issu de l’agriculture biologique',
  'Afkomstig uit biologische landbouw',
  'From organic farming',
  'Aus kontrolliert biologischem Anbau',
];
const NO_RESTRICTION: Texts = [
  'Aucune restriction connue pour un usage normal.',
  'Geen gekende beperkingen bij normaal gebruik.',
  'No known restriction for normal use.',
  'Bei normaler Anwendung keine bekannten Einschränkungen.',
];

export const kinds: Record<Kind, KindTexts> = {
  essential_oil: {
    productType: ['Huile essentielle', 'Etherische olie', 'Essential oil', 'Ätherisches Öl'],
    sphere: AROMATHERAPY,
    labelling: [
      'Huile essentielle 100 % pure et naturelle, chémotypée, bio',
      '100 % zuivere en natuurlijke etherische olie, chemotype bepaald, bio',
      '100% pure and natural essential oil, chemotyped, organic',
      '100 % naturreines ätherisches Öl, chemotypisiert, bio',
    ],
    useCondition: [
      'Diluer à 5 % maximum dans une huile végétale avant application sur la peau, ou diffuser 15 minutes par heure.',
      'Voor gebruik op de huid verdunnen tot maximaal 5 % in een plantaardige olie, of 15 minuten per uur verstuiven.',
      'Dilute to 5% at most in a carrier oil before applying to the skin, or diffuse for 15 minutes per hour.',
      'Vor dem Auftragen auf die Haut auf höchstens 5 % in einem Pflanzenöl verdünnen oder 15 Minuten pro Stunde verdampfen.',
    ],
    useRestriction: [
      'Déconseillée aux femmes enceintes ou allaitantes et aux enfants de moins de 6 ans. Tenir hors de portée des enfants.',
      'Niet aanbevolen voor zwangere of borstvoedende vrouwen en kinderen jonger dan 6 jaar. Buiten bereik van kinderen houden.',
      'Not recommended for pregnant or breastfeeding women or children under 6. Keep out of the reach of children.',
      'Nicht empfohlen für Schwangere, Stillende und Kinder unter 6 Jahren. Außerhalb der Reichweite von Kindern aufbewahren.',
    ],
    generalDescription: [
      'Nos huiles essentielles sont distillées à la vapeur d’eau à partir de plantes identifiées par leur nom latin et leur chémotype.',
      'Onze etherische oliën worden met waterdamp gedistilleerd uit planten die geïdentificeerd zijn met hun Latijnse naam en chemotype.',
      'Our essential oils are steam-distilled from plants identified by their Latin name and chemotype.',
      'Unsere ätherischen Öle werden mit Wasserdampf aus Pflanzen destilliert, die nach lateinischem Namen und Chemotyp bestimmt sind.',
    ],
    taxRate: 0.21,
  },
  vegetable_oil: {
    productType: ['Huile végétale', 'Plantaardige olie', 'Carrier oil', 'Pflanzenöl'],
    sphere: NATURAL_CARE,
    labelling: [
      'Vierge, première pression à froid, bio',
      'Koudgeperst, eerste persing, bio',
      'Virgin, first cold pressing, organic',
      'Nativ, erste Kaltpressung, bio',
    ],
    useCondition: [
      'S’utilise pure sur la peau et les cheveux, ou comme base pour diluer les huiles essentielles.',
      'Puur te gebruiken op huid en haar, of als basis om etherische oliën te verdunnen.',
      'Use neat on skin and hair, or as a base to dilute essential oils.',
      'Pur auf Haut und Haar anwenden oder als Basis zum Verdünnen ätherischer Öle.',
    ],
    useRestriction: NO_RESTRICTION,
    generalDescription: [
      'Nos huiles végétales sont pressées à froid et filtrées sans solvant pour préserver leurs acides gras.',
      'Onze plantaardige oliën worden koud geperst en zonder oplosmiddelen gefilterd om hun vetzuren te bewaren.',
      'Our carrier oils are cold-pressed and filtered without solvents to preserve their fatty acids.',
      'Unsere Pflanzenöle werden kalt gepresst und ohne Lösungsmittel gefiltert, damit ihre Fettsäuren erhalten bleiben.',
    ],
    taxRate: 0.21,
  },
  hydrosol: {
    productType: ['Hydrolat', 'Hydrolaat', 'Hydrosol', 'Hydrolat'],
    sphere: AROMATHERAPY,
    labelling: ORGANIC,
    useCondition: [
      'Vaporiser sur le visage ou le corps, ou ajouter une cuillère à café dans un grand verre d’eau.',
      'Op gezicht of lichaam verstuiven, of een theelepel toevoegen aan een groot glas water.',
      'Spray on face or body, or add a teaspoon to a large glass of water.',
      'Auf Gesicht oder Körper sprühen oder einen Teelöffel in ein großes Glas Wasser geben.',
    ],
    useRestriction: [
      'À conserver au frais après ouverture et à utiliser dans les 6 mois.',
      'Na opening koel bewaren en binnen 6 maanden gebruiken.',
      'Keep cool after opening and use within 6 months.',
      'Nach dem Öffnen kühl lagern und innerhalb von 6 Monaten verbrauchen.',
    ],
    generalDescription: [
      'L’hydrolat est l’eau aromatique recueillie pendant la distillation : il contient une faible part de molécules aromatiques, douce pour toute la famille.',
      'Een hydrolaat is het aromatische water dat tijdens de distillatie wordt opgevangen: het bevat weinig aromatische moleculen en is zacht voor het hele gezin.',
      'A hydrosol is the aromatic water collected during distillation: it holds a small share of aromatic molecules and is gentle for the whole family.',
      'Ein Hydrolat ist das aromatische Wasser, das bei der Destillation aufgefangen wird: Es enthält wenige aromatische Moleküle und ist mild für die ganze Familie.',
    ],
    taxRate: 0.21,
  },
  blend: {
    productType: [
      'Synergie d’huiles essentielles',
      'Synergie van etherische oliën',
      'Essential oil blend',
      'Ätherische Ölmischung',
    ],
    sphere: AROMATHERAPY,
    labelling: ORGANIC,
    useCondition: [
      'Le roll-on s’applique directement sur les poignets ou le plexus ; le flacon se diffuse ou se dilue.',
      'De roll-on breng je rechtstreeks aan op de polsen of de zonnevlecht; het flesje verstuif of verdun je.',
      'Apply the roll-on directly to the wrists or solar plexus; diffuse or dilute the bottle.',
      'Den Roll-on direkt auf Handgelenke oder Solarplexus auftragen; die Flasche verdampfen oder verdünnen.',
    ],
    useRestriction: [
      'Déconseillée aux femmes enceintes et aux enfants de moins de 6 ans. Ne pas appliquer près des yeux.',
      'Niet aanbevolen voor zwangere vrouwen en kinderen jonger dan 6 jaar. Niet in de buurt van de ogen aanbrengen.',
      'Not recommended for pregnant women or children under 6. Do not apply near the eyes.',
      'Nicht empfohlen für Schwangere und Kinder unter 6 Jahren. Nicht in Augennähe auftragen.',
    ],
    generalDescription: [
      'Nos synergies associent plusieurs huiles essentielles dosées par une aromatologue pour un usage précis.',
      'Onze synergieën combineren verschillende etherische oliën, gedoseerd door een aromatologe voor een welbepaald gebruik.',
      'Our blends combine several essential oils, dosed by an aromatologist for one specific use.',
      'Unsere Synergien verbinden mehrere ätherische Öle, von einer Aromatologin für einen bestimmten Zweck dosiert.',
    ],
    taxRate: 0.21,
  },
  cosmetic: {
    productType: ['Soin cosmétique', 'Verzorgingsproduct', 'Skincare', 'Pflegeprodukt'],
    sphere: NATURAL_CARE,
    labelling: [
      'Cosmétique bio certifié, 99 % d’ingrédients d’origine naturelle',
      'Gecertificeerde biologische cosmetica, 99 % ingrediënten van natuurlijke oorsprong',
      'Certified organic cosmetic, 99% ingredients of natural origin',
      'Zertifizierte Biokosmetik, 99 % Inhaltsstoffe natürlichen Ursprungs',
    ],
    useCondition: [
      'Appliquer matin et soir sur une peau propre en massant doucement.',
      'Breng ’s morgens en ’s avonds aan op een gereinigde huid en masseer zachtjes.',
      'Apply morning and evening to clean skin, massaging gently.',
      'Morgens und abends auf die gereinigte Haut auftragen und sanft einmassieren.',
    ],
    useRestriction: [
      'Usage externe. Faire un test dans le pli du coude avant la première utilisation.',
      'Uitwendig gebruik. Test eerst in de elleboogplooi vóór het eerste gebruik.',
      'For external use. Test on the inside of the elbow before first use.',
      'Zur äußerlichen Anwendung. Vor der ersten Anwendung in der Armbeuge testen.',
    ],
    generalDescription: [
      'Formulé et fabriqué en petites séries, sans silicone, sans parfum de synthèse et sans huile minérale.',
      'Geformuleerd en gemaakt in kleine reeksen, zonder siliconen, synthetische parfum of minerale olie.',
      'Formulated and made in small batches, without silicones, synthetic fragrance or mineral oil.',
      'In kleinen Chargen entwickelt und hergestellt, ohne Silikone, synthetische Duftstoffe und Mineralöl.',
    ],
    taxRate: 0.21,
  },
  soap: {
    productType: [
      'Savon et soin lavant',
      'Zeep en wasverzorging',
      'Soap and cleanser',
      'Seife und Reinigung',
    ],
    sphere: NATURAL_CARE,
    labelling: [
      'Saponifié à froid, sans emballage plastique',
      'Koud verzeept, zonder plastic verpakking',
      'Cold-process, plastic-free packaging',
      'Kaltverseift, plastikfrei verpackt',
    ],
    useCondition: [
      'Faire mousser entre les mains humides puis rincer. Laisser sécher sur un porte-savon.',
      'Opschuimen tussen natte handen en afspoelen. Laten drogen op een zeepbakje.',
      'Lather between wet hands, then rinse. Leave to dry on a soap dish.',
      'Zwischen nassen Händen aufschäumen und abspülen. Auf einer Seifenschale trocknen lassen.',
    ],
    useRestriction: NO_RESTRICTION,
    generalDescription: [
      'Nos savons gardent toute leur glycérine naturelle grâce à une cure de quatre semaines.',
      'Onze zepen behouden al hun natuurlijke glycerine dankzij een rijping van vier weken.',
      'Our soaps keep all their natural glycerine thanks to a four-week cure.',
      'Unsere Seifen behalten dank vier Wochen Reifezeit ihr ganzes natürliches Glycerin.',
    ],
    taxRate: 0.21,
  },
  bath: {
    productType: ['Soin du bain', 'Badverzorging', 'Bath care', 'Badepflege'],
    sphere: WELLBEING,
    labelling: ORGANIC,
    useCondition: [
      'Verser deux poignées dans un bain chaud et s’y détendre vingt minutes.',
      'Strooi twee handenvol in een warm bad en ontspan er twintig minuten in.',
      'Pour two handfuls into a warm bath and relax for twenty minutes.',
      'Zwei Handvoll in ein warmes Bad geben und zwanzig Minuten entspannen.',
    ],
    useRestriction: [
      'Déconseillé en cas de problèmes circulatoires ou d’hypertension.',
      'Niet aanbevolen bij bloedsomloopproblemen of hoge bloeddruk.',
      'Not recommended in case of circulatory problems or high blood pressure.',
      'Nicht empfohlen bei Kreislaufproblemen oder Bluthochdruck.',
    ],
    generalDescription: [
      'Un rituel de bain simple, à base de sels et d’huiles essentielles.',
      'Een eenvoudig badritueel op basis van zout en etherische oliën.',
      'A simple bath ritual made of salts and essential oils.',
      'Ein einfaches Badritual aus Salzen und ätherischen Ölen.',
    ],
    taxRate: 0.21,
  },
  herbal_tea: {
    productType: ['Tisane', 'Kruidenthee', 'Herbal tea', 'Kräutertee'],
    sphere: WELLBEING,
    labelling: ORGANIC,
    useCondition: [
      'Infuser une cuillère à soupe dans 250 ml d’eau frémissante pendant 8 minutes.',
      'Laat een eetlepel 8 minuten trekken in 250 ml bijna kokend water.',
      'Steep one tablespoon in 250 ml of simmering water for 8 minutes.',
      'Einen Esslöffel 8 Minuten in 250 ml siedendem Wasser ziehen lassen.',
    ],
    useRestriction: NO_RESTRICTION,
    generalDescription: [
      'Plantes séchées à basse température et mélangées à la main.',
      'Kruiden op lage temperatuur gedroogd en met de hand gemengd.',
      'Herbs dried at low temperature and blended by hand.',
      'Bei niedriger Temperatur getrocknete und von Hand gemischte Kräuter.',
    ],
    taxRate: 0.06,
  },
  gemmo: {
    productType: ['Macérat de bourgeons', 'Knoppenmaceraat', 'Bud extract', 'Knospenmazerat'],
    sphere: WELLBEING,
    labelling: ORGANIC,
    useCondition: [
      'Prendre 5 à 15 gouttes par jour dans un peu d’eau, de préférence le matin.',
      'Neem dagelijks 5 tot 15 druppels in wat water, bij voorkeur ’s morgens.',
      'Take 5 to 15 drops a day in a little water, preferably in the morning.',
      'Täglich 5 bis 15 Tropfen in etwas Wasser einnehmen, am besten morgens.',
    ],
    useRestriction: [
      'Contient de l’alcool. Ne pas dépasser la dose journalière recommandée.',
      'Bevat alcohol. De aanbevolen dagelijkse dosis niet overschrijden.',
      'Contains alcohol. Do not exceed the recommended daily dose.',
      'Enthält Alkohol. Die empfohlene Tagesdosis nicht überschreiten.',
    ],
    generalDescription: [
      'Les bourgeons frais sont macérés trois semaines dans un mélange d’eau, de glycérine et d’alcool.',
      'Verse knoppen worden drie weken geweekt in een mengsel van water, glycerine en alcohol.',
      'Fresh buds are macerated for three weeks in a mix of water, glycerine and alcohol.',
      'Frische Knospen werden drei Wochen in einer Mischung aus Wasser, Glycerin und Alkohol angesetzt.',
    ],
    taxRate: 0.06,
  },
  diffuser: {
    productType: ['Diffuseur', 'Verstuiver', 'Diffuser', 'Diffusor'],
    sphere: HOME,
    labelling: [
      'Garantie 2 ans, pièces détachées disponibles',
      '2 jaar garantie, reserveonderdelen beschikbaar',
      '2-year warranty, spare parts available',
      '2 Jahre Garantie, Ersatzteile erhältlich',
    ],
    useCondition: [
      'Diffuser 15 minutes par heure dans une pièce aérée, jamais en continu.',
      'Verstuif 15 minuten per uur in een verluchte ruimte, nooit onafgebroken.',
      'Diffuse for 15 minutes per hour in a ventilated room, never continuously.',
      'In einem gelüfteten Raum 15 Minuten pro Stunde verdampfen, nie ununterbrochen.',
    ],
    useRestriction: [
      'Ne pas diffuser en présence de bébés, d’asthmatiques ou d’animaux sensibles comme les chats.',
      'Niet verstuiven in de buurt van baby’s, astmapatiënten of gevoelige dieren zoals katten.',
      'Do not diffuse around babies, people with asthma or sensitive pets such as cats.',
      'Nicht in Gegenwart von Babys, Asthmatikern oder empfindlichen Tieren wie Katzen verdampfen.',
    ],
    generalDescription: [
      'Nos diffuseurs sont silencieux, faciles à nettoyer et s’arrêtent automatiquement.',
      'Onze verstuivers zijn stil, makkelijk te reinigen en schakelen automatisch uit.',
      'Our diffusers are quiet, easy to clean and switch off automatically.',
      'Unsere Diffusoren sind leise, leicht zu reinigen und schalten sich automatisch ab.',
    ],
    taxRate: 0.21,
  },
  candle: {
    productType: ['Bougie parfumée', 'Geurkaars', 'Scented candle', 'Duftkerze'],
    sphere: HOME,
    labelling: [
      'Cire végétale, mèche en coton, parfumée aux huiles essentielles',
      'Plantaardige was, katoenen lont, geparfumeerd met etherische oliën',
      'Plant wax, cotton wick, scented with essential oils',
      'Pflanzenwachs, Baumwolldocht, mit ätherischen Ölen beduftet',
    ],
    useCondition: [
      'Lors du premier allumage, laisser brûler jusqu’à ce que toute la surface soit fondue.',
      'Laat de kaars bij het eerste gebruik branden tot het hele oppervlak gesmolten is.',
      'On first lighting, let it burn until the whole surface has melted.',
      'Beim ersten Anzünden brennen lassen, bis die ganze Oberfläche geschmolzen ist.',
    ],
    useRestriction: [
      'Ne jamais laisser une bougie allumée sans surveillance.',
      'Laat een brandende kaars nooit onbewaakt achter.',
      'Never leave a burning candle unattended.',
      'Brennende Kerzen nie unbeaufsichtigt lassen.',
    ],
    generalDescription: [
      'Coulées à la main dans notre atelier, nos bougies brûlent proprement pendant de longues heures.',
      'Met de hand gegoten in ons atelier; onze kaarsen branden urenlang zuiver.',
      'Hand-poured in our workshop, our candles burn cleanly for many hours.',
      'In unserer Werkstatt von Hand gegossen, brennen unsere Kerzen viele Stunden sauber.',
    ],
    taxRate: 0.21,
  },
  accessory: {
    productType: ['Accessoire', 'Accessoire', 'Accessory', 'Zubehör'],
    sphere: HOME,
    labelling: [
      'Verre ambré recyclable',
      'Recycleerbaar amberglas',
      'Recyclable amber glass',
      'Recycelbares Braunglas',
    ],
    useCondition: [
      'Nettoyer à l’alcool avant de remplir.',
      'Reinig met alcohol voor het vullen.',
      'Clean with alcohol before filling.',
      'Vor dem Befüllen mit Alkohol reinigen.',
    ],
    useRestriction: NO_RESTRICTION,
    generalDescription: [
      'Le nécessaire pour préparer et conserver vos mélanges maison.',
      'Alles wat je nodig hebt om je eigen mengsels te maken en te bewaren.',
      'Everything you need to prepare and store your own blends.',
      'Alles, was Sie brauchen, um eigene Mischungen herzustellen und aufzubewahren.',
    ],
    taxRate: 0.21,
  },
  gift: {
    productType: ['Coffret', 'Geschenkset', 'Gift set', 'Geschenkset'],
    sphere: AROMATHERAPY,
    labelling: ORGANIC,
    useCondition: [
      'Chaque coffret contient un livret d’utilisation en quatre langues.',
      'Elke set bevat een gebruiksboekje in vier talen.',
      'Every set includes a booklet of instructions in four languages.',
      'Jedes Set enthält eine Anleitung in vier Sprachen.',
    ],
    useRestriction: [
      'Voir les précautions de chaque huile essentielle.',
      'Zie de voorzorgen bij elke etherische olie.',
      'See the precautions of each essential oil.',
      'Siehe die Vorsichtsmaßnahmen jedes ätherischen Öls.',
    ],
    generalDescription: [
      'Un coffret cadeau pour découvrir l’aromathérapie pas à pas.',
      'Een geschenkset om stap voor stap aromatherapie te ontdekken.',
      'A gift set to discover aromatherapy step by step.',
      'Ein Geschenkset, um die Aromatherapie Schritt für Schritt zu entdecken.',
    ],
    taxRate: 0.21,
  },
};

/** Areas of use (the `sphere_of_use` variant extra). */
export const uses: Record<string, Texts> = {
  sleep: ['Sommeil', 'Slaap', 'Sleep', 'Schlaf'],
  stress: ['Stress et nervosité', 'Stress en nervositeit', 'Stress and tension', 'Stress und Nervosität'],
  breathing: ['Respiration', 'Ademhaling', 'Breathing', 'Atmung'],
  skin: ['Peau', 'Huid', 'Skin', 'Haut'],
  muscles: ['Muscles et articulations', 'Spieren en gewrichten', 'Muscles and joints', 'Muskeln und Gelenke'],
  digestion: ['Digestion', 'Spijsvertering', 'Digestion', 'Verdauung'],
  hair: ['Cheveux', 'Haar', 'Hair', 'Haare'],
  immunity: ['Défenses naturelles', 'Natuurlijke weerstand', 'Natural defences', 'Abwehrkräfte'],
  energy: ['Énergie', 'Energie', 'Energy', 'Energie'],
  focus: ['Concentration', 'Concentratie', 'Focus', 'Konzentration'],
  home: ['Maison', 'Huis', 'Home', 'Haus'],
};

export const axisNames: Record<Axis, Texts> = {
  capacity: ['Contenance', 'Inhoud', 'Capacity', 'Inhalt'],
  weight: ['Poids', 'Gewicht', 'Weight', 'Gewicht'],
  format: ['Format', 'Formaat', 'Format', 'Format'],
  scent: ['Parfum', 'Geur', 'Scent', 'Duft'],
  colour: ['Couleur', 'Kleur', 'Colour', 'Farbe'],
};

/** Translated axis values; capacities and weights ("10 ml", "100 g") are the same in every language. */
export const axisValues: Record<string, Texts> = {
  dropper: ['Flacon compte-gouttes', 'Druppelflesje', 'Dropper bottle', 'Tropfflasche'],
  roll_on: ['Roll-on', 'Roll-on', 'Roll-on', 'Roll-on'],
  refill: ['Recharge', 'Navulling', 'Refill', 'Nachfüllpack'],
  spray: ['Spray', 'Spray', 'Spray', 'Spray'],
  lavender: ['Lavande', 'Lavendel', 'Lavender', 'Lavendel'],
  citrus: ['Agrumes', 'Citrus', 'Citrus', 'Zitrus'],
  cedar: ['Cèdre', 'Ceder', 'Cedar', 'Zeder'],
  unscented: ['Sans parfum', 'Ongeparfumeerd', 'Unscented', 'Unparfümiert'],
  rose: ['Rose', 'Roos', 'Rose', 'Rose'],
  white: ['Blanc', 'Wit', 'White', 'Weiß'],
  light_wood: ['Bois clair', 'Licht hout', 'Light wood', 'Helles Holz'],
  dark_wood: ['Bois foncé', 'Donker hout', 'Dark wood', 'Dunkles Holz'],
  black: ['Noir', 'Zwart', 'Black', 'Schwarz'],
  amber: ['Verre ambré', 'Amberglas', 'Amber glass', 'Braunglas'],
  blue: ['Verre bleu', 'Blauw glas', 'Blue glass', 'Blauglas'],
};
