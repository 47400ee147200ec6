import fs from 'node:fs';
import path from 'node:path';
import { appRoot } from '../lib/app-root';
import type { ImageSpec } from './images';

/** A document as written in a seed file: schema fields with translated leaves, plus `$` options. */
export type SeedDocument = Record<string, unknown> & { $publish?: boolean };
export type SeedNavigationEntry = SeedDocument & { children?: SeedNavigationEntry[] };

export const seedDir = path.join(appRoot, 'seed');

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(seedDir, file), 'utf8')) as T;

const readFolder = (folder: string): SeedDocument[] =>
  fs
    .readdirSync(path.join(seedDir, folder))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => readJson<SeedDocument>(path.join(folder, file)));

export type SeedFiles = {
  images: Record<string, ImageSpec>;
  pages: SeedDocument[];
  articles: SeedDocument[];
  header: SeedDocument;
  navigation: SeedNavigationEntry[];
};

export const readSeedFiles = (): SeedFiles => ({
  images: readJson('images.json'),
  pages: readFolder('pages'),
  articles: readFolder('articles'),
  header: readJson('header.json'),
  navigation: readJson('navigation.json'),
});
