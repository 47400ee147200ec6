import type { Texts } from './types.ts';

export interface CategorySeed {
  id: number;
  parent?: number;
  sequence: number;
  name: Texts;
  description: Texts;
  subtitle?: Texts;
  /** Former slugs (last path segment only) that must still lead to this category. */
  redirect?: Texts;
}

/** Three levels: shop areas (level 0), families (level 1), uses or forms (level 2). */
export const categories: CategorySeed[] = [
  {
    id: 1,
    sequence: 10,
    name: ['Aromathérapie', 'Aromatherapie', 'Aromatherapy', 'Aromatherapie'],
    subtitle: [
      'Le pouvoir des plantes',
      'De kracht van planten',
      'The power of plants',
      'Die Kraft der Pflanzen',
    ],
    description: [
      'Huiles essentielles, huiles végétales, hydrolats et synergies pour prendre soin de vous au naturel.',
      'Etherische oliën, plantaardige oliën, hydrolaten en synergieën om op een natuurlijke manier voor jezelf te zorgen.',
      'Essential oils, carrier oils, hydrosols and blends to look after yourself the natural way.',
      'Ätherische Öle, Pflanzenöle, Hydrolate und Synergien für natürliche Selbstfürsorge.',
    ],
  },
  {
    id: 10,
    parent: 1,
    sequence: 10,
    name: ['Huiles essentielles', 'Etherische oliën', 'Essential oils', 'Ätherische Öle'],
    description: [
      'Des huiles essentielles pures, chémotypées et bio, distillées par des producteurs que nous connaissons.',
      'Zuivere, gechemotypeerde en biologische etherische oliën, gedistilleerd door producenten die we kennen.',
      'Pure, chemotyped, organic essential oils, distilled by growers we know.',
      'Reine, chemotypisierte Bio-Öle, destilliert von Erzeugern, die wir kennen.',
    ],
  },
  {
    id: 100,
    parent: 10,
    sequence: 10,
    name: ['Respiration', 'Ademhaling', 'Breathing', 'Atmung'],
    description: [
      'Eucalyptus, ravintsara, pin : les huiles qui dégagent et assainissent l’air en hiver.',
      'Eucalyptus, ravintsara, den: oliën die in de winter de luchtwegen vrijmaken en de lucht zuiveren.',
      'Eucalyptus, ravintsara, pine: oils that clear the airways and freshen the air in winter.',
      'Eukalyptus, Ravintsara, Kiefer: Öle, die im Winter die Atemwege befreien und die Luft reinigen.',
    ],
  },
  {
    id: 101,
    parent: 10,
    sequence: 20,
    name: ['Sommeil et détente', 'Slaap en ontspanning', 'Sleep and relaxation', 'Schlaf und Entspannung'],
    description: [
      'Lavande fine, petit grain, camomille romaine : pour retrouver le calme et bien dormir.',
      'Echte lavendel, petitgrain, Roomse kamille: om tot rust te komen en goed te slapen.',
      'True lavender, petitgrain, Roman chamomile: to find calm and sleep well.',
      'Echter Lavendel, Petitgrain, Römische Kamille: für Ruhe und guten Schlaf.',
    ],
  },
  {
    id: 102,
    parent: 10,
    sequence: 30,
    name: ['Soin de la peau', 'Huidverzorging', 'Skin care', 'Hautpflege'],
    description: [
      'Tea tree, hélichryse, géranium : les alliées des peaux à problèmes et des petites blessures.',
      'Tea tree, strobloem, geranium: bondgenoten voor de probleemhuid en kleine wondjes.',
      'Tea tree, helichrysum, geranium: allies for troubled skin and small wounds.',
      'Teebaum, Immortelle, Geranie: Verbündete für unreine Haut und kleine Verletzungen.',
    ],
  },
  {
    id: 103,
    parent: 10,
    sequence: 40,
    name: ['Muscles et articulations', 'Spieren en gewrichten', 'Muscles and joints', 'Muskeln und Gelenke'],
    description: [
      'Gaulthérie, romarin, laurier : pour les massages après l’effort et les articulations raides.',
      'Wintergroen, rozemarijn, laurier: voor massages na het sporten en stijve gewrichten.',
      'Wintergreen, rosemary, bay laurel: for massages after exercise and stiff joints.',
      'Wintergrün, Rosmarin, Lorbeer: für Massagen nach dem Sport und steife Gelenke.',
    ],
  },
  {
    id: 104,
    parent: 10,
    sequence: 50,
    name: [
      'Digestion et vitalité',
      'Spijsvertering en vitaliteit',
      'Digestion and vitality',
      'Verdauung und Vitalität',
    ],
    description: [
      'Menthe poivrée, citron, orange douce : fraîcheur, tonus et confort digestif.',
      'Pepermunt, citroen, zoete sinaasappel: frisheid, energie en een goede spijsvertering.',
      'Peppermint, lemon, sweet orange: freshness, energy and easy digestion.',
      'Pfefferminze, Zitrone, Süßorange: Frische, Energie und eine gute Verdauung.',
    ],
  },
  {
    id: 11,
    parent: 1,
    sequence: 20,
    name: ['Huiles végétales', 'Plantaardige oliën', 'Carrier oils', 'Pflanzenöle'],
    description: [
      'La base de tous les soins : des huiles vierges et des macérats pour le corps, le visage et les cheveux.',
      'De basis van elke verzorging: koudgeperste oliën en maceraten voor lichaam, gezicht en haar.',
      'The base of every treatment: virgin oils and macerates for body, face and hair.',
      'Die Grundlage jeder Pflege: native Öle und Mazerate für Körper, Gesicht und Haar.',
    ],
  },
  {
    id: 110,
    parent: 11,
    sequence: 10,
    name: ['Huiles vierges', 'Koudgeperste oliën', 'Virgin oils', 'Native Öle'],
    description: [
      'Pressées à froid, non raffinées, elles gardent leur couleur et leur odeur naturelles.',
      'Koud geperst en niet geraffineerd, zodat kleur en geur natuurlijk blijven.',
      'Cold-pressed and unrefined, they keep their natural colour and smell.',
      'Kalt gepresst und unraffiniert behalten sie ihre natürliche Farbe und ihren Duft.',
    ],
  },
  {
    id: 111,
    parent: 11,
    sequence: 20,
    name: ['Macérats huileux', 'Oliemaceraten', 'Oil macerates', 'Ölmazerate'],
    description: [
      'Des fleurs macérées plusieurs semaines dans une huile végétale : calendula, arnica, millepertuis.',
      'Bloemen die wekenlang in plantaardige olie trekken: goudsbloem, arnica, sint-janskruid.',
      'Flowers steeped for weeks in a carrier oil: calendula, arnica, St John’s wort.',
      'Blüten, die wochenlang in Pflanzenöl ziehen: Ringelblume, Arnika, Johanniskraut.',
    ],
  },
  {
    id: 12,
    parent: 1,
    sequence: 30,
    name: ['Hydrolats', 'Hydrolaten', 'Hydrosols', 'Hydrolate'],
    description: [
      'Les eaux florales, douces pour toute la famille, en lotion ou en cuisine.',
      'Bloemenwaters, zacht voor het hele gezin, als lotion of in de keuken.',
      'Floral waters, gentle for the whole family, as a toner or in the kitchen.',
      'Blütenwasser, sanft für die ganze Familie, als Gesichtswasser oder in der Küche.',
    ],
  },
  {
    id: 13,
    parent: 1,
    sequence: 40,
    name: ['Synergies et roll-on', 'Synergieën en roll-ons', 'Blends and roll-ons', 'Synergien und Roll-ons'],
    description: [
      'Des mélanges prêts à l’emploi, pensés pour un besoin précis.',
      'Kant-en-klare mengsels, ontworpen voor één welbepaalde nood.',
      'Ready-to-use blends, designed for one specific need.',
      'Gebrauchsfertige Mischungen für ein bestimmtes Bedürfnis.',
    ],
  },
  {
    id: 2,
    sequence: 20,
    name: ['Cosmétique naturelle', 'Natuurlijke cosmetica', 'Natural skincare', 'Naturkosmetik'],
    subtitle: ['Des formules courtes', 'Korte formules', 'Short ingredient lists', 'Kurze Rezepturen'],
    description: [
      'Des soins bio aux listes d’ingrédients courtes, pour le visage, le corps et les cheveux.',
      'Biologische verzorging met korte ingrediëntenlijsten, voor gezicht, lichaam en haar.',
      'Organic care with short ingredient lists, for face, body and hair.',
      'Bio-Pflege mit kurzen Zutatenlisten für Gesicht, Körper und Haar.',
    ],
  },
  {
    id: 20,
    parent: 2,
    sequence: 10,
    name: ['Visage', 'Gezicht', 'Face', 'Gesicht'],
    description: [
      'Sérums, crèmes et masques adaptés à chaque type de peau.',
      'Serums, crèmes en maskers voor elk huidtype.',
      'Serums, creams and masks for every skin type.',
      'Seren, Cremes und Masken für jeden Hauttyp.',
    ],
  },
  {
    id: 200,
    parent: 20,
    sequence: 10,
    name: [
      'Sérums et huiles visage',
      'Serums en gezichtsoliën',
      'Serums and face oils',
      'Seren und Gesichtsöle',
    ],
    description: [
      'Des textures concentrées qui pénètrent vite, à appliquer avant la crème.',
      'Geconcentreerde texturen die snel intrekken, aan te brengen vóór de crème.',
      'Concentrated textures that sink in quickly, applied before your cream.',
      'Konzentrierte Texturen, die schnell einziehen, vor der Creme aufzutragen.',
    ],
  },
  {
    id: 201,
    parent: 20,
    sequence: 20,
    name: ['Crèmes et masques', 'Crèmes en maskers', 'Creams and masks', 'Cremes und Masken'],
    description: [
      'Hydratation quotidienne et soins purifiants à l’argile.',
      'Dagelijkse hydratatie en zuiverende verzorging met klei.',
      'Daily moisture and purifying clay treatments.',
      'Tägliche Feuchtigkeit und klärende Pflege mit Tonerde.',
    ],
  },
  {
    id: 21,
    parent: 2,
    sequence: 20,
    name: ['Corps', 'Lichaam', 'Body', 'Körper'],
    description: [
      'Baumes, laits et huiles de massage pour tout le corps.',
      'Balsems, melk en massageoliën voor het hele lichaam.',
      'Balms, lotions and massage oils for the whole body.',
      'Balsame, Lotionen und Massageöle für den ganzen Körper.',
    ],
  },
  {
    id: 210,
    parent: 21,
    sequence: 10,
    name: ['Baumes et massages', 'Balsems en massage', 'Balms and massage', 'Balsame und Massage'],
    description: [
      'Pour détendre les muscles et réchauffer les articulations.',
      'Om spieren te ontspannen en gewrichten op te warmen.',
      'To relax muscles and warm up joints.',
      'Um Muskeln zu entspannen und Gelenke zu wärmen.',
    ],
  },
  {
    id: 211,
    parent: 21,
    sequence: 20,
    name: ['Hydratation du corps', 'Lichaamsverzorging', 'Body moisturisers', 'Körperpflege'],
    description: [
      'Laits et déodorants aux ingrédients simples.',
      'Bodylotions en deodorants met eenvoudige ingrediënten.',
      'Lotions and deodorants made of simple ingredients.',
      'Lotionen und Deodorants aus einfachen Zutaten.',
    ],
  },
  {
    id: 22,
    parent: 2,
    sequence: 30,
    name: ['Savons et cheveux', 'Zeep en haar', 'Soaps and hair care', 'Seifen und Haarpflege'],
    description: [
      'Savons saponifiés à froid et shampooings solides, sans plastique.',
      'Koud verzeepte zepen en vaste shampoos, zonder plastic.',
      'Cold-process soaps and solid shampoos, plastic-free.',
      'Kaltverseifte Seifen und feste Shampoos, ohne Plastik.',
    ],
    redirect: ['savons', 'zepen', 'soaps', 'seifen'],
  },
  {
    id: 3,
    sequence: 30,
    name: ['Bien-être', 'Welzijn', 'Wellbeing', 'Wohlbefinden'],
    subtitle: ['Prendre le temps', 'Tijd voor jezelf', 'Take your time', 'Zeit für sich'],
    description: [
      'Tisanes, rituels de bain et gemmothérapie pour accompagner le quotidien.',
      'Kruidenthee, badrituelen en gemmotherapie voor elke dag.',
      'Herbal teas, bath rituals and gemmotherapy for every day.',
      'Kräutertees, Baderituale und Gemmotherapie für jeden Tag.',
    ],
  },
  {
    id: 30,
    parent: 3,
    sequence: 10,
    name: ['Tisanes', 'Kruidenthee', 'Herbal teas', 'Kräutertees'],
    description: [
      'Des mélanges de plantes bio pour chaque moment de la journée.',
      'Biologische kruidenmengsels voor elk moment van de dag.',
      'Organic herb blends for every moment of the day.',
      'Bio-Kräutermischungen für jeden Moment des Tages.',
    ],
  },
  {
    id: 31,
    parent: 3,
    sequence: 20,
    name: ['Bain et relaxation', 'Bad en ontspanning', 'Bath and relaxation', 'Bad und Entspannung'],
    description: [
      'Sels de bain et brumes d’oreiller pour de vrais moments de pause.',
      'Badzout en kussensprays voor echte rustmomenten.',
      'Bath salts and pillow mists for real moments of rest.',
      'Badesalze und Kissensprays für echte Ruhepausen.',
    ],
  },
  {
    id: 32,
    parent: 3,
    sequence: 30,
    name: ['Gemmothérapie', 'Gemmotherapie', 'Gemmotherapy', 'Gemmotherapie'],
    description: [
      'La force des jeunes pousses, en macérats de bourgeons frais.',
      'De kracht van jonge scheuten, in maceraten van verse knoppen.',
      'The strength of young shoots, in fresh bud extracts.',
      'Die Kraft junger Triebe in Mazeraten aus frischen Knospen.',
    ],
  },
  {
    id: 4,
    sequence: 40,
    name: ['Maison et diffusion', 'Huis en verstuiving', 'Home and diffusion', 'Zuhause und Raumduft'],
    description: [
      'Diffuseurs, bougies et accessoires pour parfumer la maison sainement.',
      'Verstuivers, kaarsen en accessoires om je huis gezond te parfumeren.',
      'Diffusers, candles and accessories to scent your home healthily.',
      'Diffusoren, Kerzen und Zubehör für einen gesunden Raumduft.',
    ],
  },
  {
    id: 40,
    parent: 4,
    sequence: 10,
    name: ['Diffuseurs', 'Verstuivers', 'Diffusers', 'Diffusoren'],
    description: [
      'Ultrasoniques ou par nébulisation, pour diffuser sans chauffer les huiles.',
      'Ultrasoon of met vernevelaar, om te verstuiven zonder de oliën te verwarmen.',
      'Ultrasonic or nebulising, to diffuse without heating the oils.',
      'Ultraschall oder Vernebler, zum Verdampfen ohne die Öle zu erhitzen.',
    ],
  },
  {
    id: 41,
    parent: 4,
    sequence: 20,
    name: [
      'Bougies et parfums d’ambiance',
      'Kaarsen en huisparfums',
      'Candles and home fragrance',
      'Kerzen und Raumdüfte',
    ],
    description: [
      'Des bougies en cire végétale et des sprays parfumés aux huiles essentielles.',
      'Kaarsen van plantaardige was en sprays met etherische oliën.',
      'Plant-wax candles and sprays scented with essential oils.',
      'Kerzen aus Pflanzenwachs und Sprays mit ätherischen Ölen.',
    ],
  },
  {
    id: 42,
    parent: 4,
    sequence: 30,
    name: [
      'Flacons et accessoires',
      'Flesjes en accessoires',
      'Bottles and accessories',
      'Fläschchen und Zubehör',
    ],
    description: [
      'Flacons vides, roll-on et pipettes pour vos préparations.',
      'Lege flesjes, roll-ons en pipetten voor je eigen bereidingen.',
      'Empty bottles, roll-ons and pipettes for your own preparations.',
      'Leere Fläschchen, Roll-ons und Pipetten für eigene Zubereitungen.',
    ],
  },
  {
    id: 43,
    parent: 4,
    sequence: 40,
    name: ['Coffrets cadeaux', 'Geschenksets', 'Gift sets', 'Geschenksets'],
    description: [
      'Des coffrets pour offrir ou pour débuter en aromathérapie.',
      'Sets om cadeau te doen of om met aromatherapie te beginnen.',
      'Sets to give or to get started with aromatherapy.',
      'Sets zum Verschenken oder für den Einstieg in die Aromatherapie.',
    ],
  },
];

export interface BrandSeed {
  id: number;
  name: string;
  description: Texts;
}

export const brands: BrandSeed[] = [
  {
    id: 1,
    name: 'Lumen Aroma',
    description: [
      'Distillerie familiale de Haute-Provence, spécialiste des lavandes de population.',
      'Familiedistilleerderij uit de Haute-Provence, gespecialiseerd in populatielavendel.',
      'Family distillery in Haute-Provence, specialised in population lavender.',
      'Familienbrennerei aus der Haute-Provence, spezialisiert auf Populationslavendel.',
    ],
  },
  {
    id: 2,
    name: 'Terre d’Ocre',
    description: [
      'Coopérative de producteurs bio du sud de la France et de Madagascar.',
      'Coöperatie van biologische telers uit Zuid-Frankrijk en Madagaskar.',
      'Cooperative of organic growers from southern France and Madagascar.',
      'Genossenschaft von Bio-Erzeugern aus Südfrankreich und Madagaskar.',
    ],
  },
  {
    id: 3,
    name: 'Ardenne Botanique',
    description: [
      'Laboratoire belge de cosmétiques naturels, installé près de Durbuy.',
      'Belgisch laboratorium voor natuurlijke cosmetica, gevestigd bij Durbuy.',
      'Belgian natural cosmetics laboratory based near Durbuy.',
      'Belgisches Labor für Naturkosmetik in der Nähe von Durbuy.',
    ],
  },
  {
    id: 4,
    name: 'Zeeuws Kruidenhuis',
    description: [
      'Herboristerie zélandaise qui sèche et mélange ses plantes à la main.',
      'Zeeuwse kruidenzaak die haar planten met de hand droogt en mengt.',
      'Zeeland herbalist that dries and blends its herbs by hand.',
      'Seeländische Kräuterei, die ihre Pflanzen von Hand trocknet und mischt.',
    ],
  },
  {
    id: 5,
    name: 'Alpenkraut Atelier',
    description: [
      'Atelier bavarois de macérats de bourgeons et d’huiles de massage.',
      'Beiers atelier voor knoppenmaceraten en massageoliën.',
      'Bavarian workshop making bud extracts and massage oils.',
      'Bayerische Manufaktur für Knospenmazerate und Massageöle.',
    ],
  },
  {
    id: 6,
    name: 'Brume & Bois',
    description: [
      'Diffuseurs et bougies conçus à Gand, en bois et verre durables.',
      'Verstuivers en kaarsen ontworpen in Gent, in duurzaam hout en glas.',
      'Diffusers and candles designed in Ghent, in durable wood and glass.',
      'In Gent entworfene Diffusoren und Kerzen aus langlebigem Holz und Glas.',
    ],
  },
];
