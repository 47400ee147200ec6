import crypto from 'node:crypto';
import sharp from 'sharp';

/** One demo picture, described in seed/images.json and drawn here: no file is downloaded. */
export type ImageSpec = {
  file: string;
  width: number;
  height: number;
  /** Background gradient from the first to the second colour; shapes use the others. */
  palette: string[];
  motif: 'leaves' | 'drops' | 'waves' | 'circles' | 'bottles' | 'icon-leaf' | 'icon-truck' | 'icon-flask' | 'icon-heart' | 'avatar';
  alt: string;
  caption?: string;
};

/** Deterministic randomness, so a picture looks the same at every seeding. */
const randomFrom = (seed: string) => {
  let state = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const leaf = (x: number, y: number, size: number, angle: number, color: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})" opacity="0.85">` +
  `<path d="M0 ${-size} C ${size * 0.6} ${-size * 0.4}, ${size * 0.6} ${size * 0.4}, 0 ${size} C ${-size * 0.6} ${size * 0.4}, ${-size * 0.6} ${-size * 0.4}, 0 ${-size} Z" fill="${color}"/>` +
  `<path d="M0 ${-size * 0.9} L0 ${size * 0.9}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${Math.max(1, size / 25)}"/></g>`;

const drop = (x: number, y: number, size: number, color: string) =>
  `<path transform="translate(${x} ${y})" opacity="0.8" fill="${color}" d="M0 ${-size * 1.4} C ${size * 0.9} ${-size * 0.2}, ${size} ${size * 0.2}, ${size} ${size * 0.45} A ${size} ${size} 0 1 1 ${-size} ${size * 0.45} C ${-size} ${size * 0.2}, ${-size * 0.9} ${-size * 0.2}, 0 ${-size * 1.4} Z"/>`;

const bottle = (x: number, y: number, size: number, color: string, cap: string) =>
  `<g transform="translate(${x} ${y})"><rect x="${-size * 0.35}" y="${-size * 0.6}" width="${size * 0.7}" height="${size * 1.3}" rx="${size * 0.12}" fill="${color}"/>` +
  `<rect x="${-size * 0.15}" y="${-size * 0.85}" width="${size * 0.3}" height="${size * 0.28}" fill="${color}"/>` +
  `<rect x="${-size * 0.2}" y="${-size * 1.05}" width="${size * 0.4}" height="${size * 0.22}" rx="${size * 0.05}" fill="${cap}"/>` +
  `<rect x="${-size * 0.25}" y="${-size * 0.15}" width="${size * 0.5}" height="${size * 0.45}" fill="#ffffff" opacity="0.8"/></g>`;

const scatter = (spec: ImageSpec, random: () => number, count: number, draw: (x: number, y: number, size: number, color: string, i: number) => string) => {
  const colors = spec.palette.slice(2);
  const base = Math.min(spec.width, spec.height);
  return Array.from({ length: count }, (_, i) =>
    draw(random() * spec.width, random() * spec.height, base * (0.06 + random() * 0.14), colors[i % colors.length], i),
  ).join('');
};

const ICONS: Record<string, (c: string) => string> = {
  'icon-leaf': (c) => leaf(128, 128, 90, 35, c),
  'icon-truck': (c) =>
    `<rect x="36" y="82" width="110" height="74" rx="8" fill="${c}"/><path d="M146 104 h40 l28 30 v22 h-68 Z" fill="${c}"/>` +
    `<circle cx="78" cy="166" r="18" fill="${c}"/><circle cx="182" cy="166" r="18" fill="${c}"/>`,
  'icon-flask': (c) => `<path d="M104 48 h48 v50 l46 86 a14 14 0 0 1 -12 20 h-116 a14 14 0 0 1 -12 -20 l46 -86 Z" fill="${c}"/>`,
  'icon-heart': (c) => `<path d="M128 204 C 40 140, 48 64, 100 64 C 116 64, 124 74, 128 84 C 132 74, 140 64, 156 64 C 208 64, 216 140, 128 204 Z" fill="${c}"/>`,
};

const shapes = (spec: ImageSpec, random: () => number): string => {
  const [, , first = '#ffffff', second = first] = spec.palette;
  switch (spec.motif) {
    case 'leaves':
      return scatter(spec, random, 18, (x, y, size, color) => leaf(x, y, size, random() * 360, color));
    case 'drops':
      return scatter(spec, random, 14, (x, y, size, color) => drop(x, y, size * 0.7, color));
    case 'circles':
      return scatter(spec, random, 16, (x, y, size, color) => `<circle cx="${x}" cy="${y}" r="${size}" fill="${color}" opacity="0.55"/>`);
    case 'bottles': {
      const n = 5;
      return Array.from({ length: n }, (_, i) =>
        bottle(((i + 0.5) * spec.width) / n, spec.height * (0.55 + random() * 0.1), spec.height * (0.22 + random() * 0.1), i % 2 ? first : second, spec.palette[1]),
      ).join('');
    }
    case 'waves':
      return spec.palette.slice(2).map((color, i) => {
        const y = spec.height * (0.45 + i * 0.15);
        const a = spec.height * 0.08;
        return `<path d="M0 ${y} C ${spec.width * 0.25} ${y - a}, ${spec.width * 0.5} ${y + a}, ${spec.width} ${y - a / 2} V ${spec.height} H 0 Z" fill="${color}" opacity="0.75"/>`;
      }).join('');
    case 'avatar':
      return `<circle cx="${spec.width / 2}" cy="${spec.height * 0.4}" r="${spec.width * 0.2}" fill="${first}"/>` +
        `<ellipse cx="${spec.width / 2}" cy="${spec.height * 0.98}" rx="${spec.width * 0.36}" ry="${spec.height * 0.32}" fill="${first}"/>`;
    default:
      return `<g transform="scale(${spec.width / 256} ${spec.height / 256})">${ICONS[spec.motif](first)}</g>`;
  }
};

export const toSvg = (key: string, spec: ImageSpec): string => {
  const random = randomFrom(key);
  const [from, to = from] = spec.palette;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/>${shapes(spec, random)}</svg>`
  );
};

/** The picture as JPEG (photos, banners) or PNG (icons), by the file's extension. */
export const renderImage = async (key: string, spec: ImageSpec): Promise<Buffer> => {
  const image = sharp(Buffer.from(toSvg(key, spec)));
  return spec.file.endsWith('.png') ? image.png({ compressionLevel: 9 }).toBuffer() : image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
};
