/** Light, distinct SVG pictures for catalogue items, drawn from their id, kind and code. */

function hash(value: number): number {
  let x = (value ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Silhouettes on a 100×100 canvas, one per product kind; `ink` is the item's colour. */
const SHAPES: Record<string, (ink: string) => string> = {
  dropper: (ink) =>
    `<rect x="40" y="18" width="20" height="14" rx="3" fill="#4a4a4a"/><rect x="36" y="30" width="28" height="6" rx="2" fill="#5c5c5c"/>` +
    `<rect x="32" y="36" width="36" height="48" rx="8" fill="${ink}"/>`,
  bottle: (ink) =>
    `<rect x="43" y="12" width="14" height="12" rx="2" fill="#6b5b3e"/><path d="M43 24h14v8l8 8v44a6 6 0 0 1-6 6H41a6 6 0 0 1-6-6V40l8-8z" fill="${ink}"/>`,
  jar: (ink) =>
    `<rect x="26" y="36" width="48" height="10" rx="3" fill="#d9d2c5"/><rect x="24" y="46" width="52" height="36" rx="10" fill="${ink}"/>`,
  bar: (ink) =>
    `<rect x="20" y="42" width="60" height="32" rx="12" fill="${ink}"/><path d="M30 52q20-8 40 0" stroke="#fff" stroke-width="2" fill="none" opacity=".6"/>`,
  box: (ink) =>
    `<rect x="24" y="34" width="52" height="50" rx="3" fill="${ink}"/><rect x="46" y="34" width="8" height="50" fill="#fff" opacity=".55"/>` +
    `<path d="M50 34q-14-14-16 0zM50 34q14-14 16 0z" fill="#fff" opacity=".7"/>`,
  dome: (ink) =>
    `<path d="M22 80h56v-6c0-20-12-38-28-38S22 54 22 74z" fill="${ink}"/><path d="M44 30q6-10 12 0" stroke="${ink}" stroke-width="3" fill="none" opacity=".6"/>`,
  candle: (ink) =>
    `<path d="M50 22q7 9 0 16q-7-7 0-16z" fill="#f2b84b"/><rect x="49" y="36" width="2" height="8" fill="#333"/>` +
    `<rect x="30" y="44" width="40" height="40" rx="6" fill="${ink}"/><rect x="30" y="44" width="40" height="8" rx="3" fill="#fff" opacity=".5"/>`,
};

const SHAPE_OF_KIND: Record<string, string> = {
  essential_oil: 'dropper',
  blend: 'dropper',
  gemmo: 'dropper',
  hydrosol: 'bottle',
  vegetable_oil: 'bottle',
  cosmetic: 'jar',
  bath: 'jar',
  soap: 'bar',
  herbal_tea: 'box',
  gift: 'box',
  diffuser: 'dome',
  candle: 'candle',
  accessory: 'dropper',
};

export interface ImageSubject {
  id: number;
  kind: string;
  label: string;
}

/**
 * The part of the 100×100 drawing each picture shows: the whole product, then closer views of the
 * cap and shoulder, the body and label, and the leaves beside it.
 */
const VIEWS = ['0 0 100 100', '25 8 50 50', '20 40 60 60', '0 0 55 55'] as const;

/**
 * A square SVG of `size` pixels: pastel background, leaves placed from the id, the kind's silhouette;
 * `view` (1-based, VIEWS) frames a part of it.
 */
export function productSvg(subject: ImageSubject, size: number, view = 1): string {
  const seed = hash(subject.id);
  const hue = seed % 360;
  const background = `hsl(${hue} 55% 93%)`;
  const leaf = `hsl(${(hue + 100) % 360} 35% 72%)`;
  const ink = `hsl(${(hue + 20) % 360} 40% 58%)`;
  const angle = (seed >>> 9) % 360;
  const shape = (SHAPES[SHAPE_OF_KIND[subject.kind] ?? 'box'] ?? SHAPES.box ?? (() => ''))(ink);
  const label =
    size >= 300
      ? `<text x="50" y="70" font-family="Georgia, serif" font-size="9" text-anchor="middle" fill="#fff">${escapeXml(subject.label)}</text>`
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${VIEWS[view - 1] ?? VIEWS[0]}" role="img">` +
    `<rect width="100" height="100" fill="${background}"/>` +
    `<g transform="rotate(${angle} 50 50)" fill="${leaf}" opacity=".8">` +
    `<path d="M12 20q14-6 22 8q-14 6-22-8z"/><path d="M70 84q12-10 22-2q-12 10-22 2z"/><path d="M80 14q2 12-8 16q-2-12 8-16z"/></g>` +
    `${shape}${label}</svg>`
  );
}
