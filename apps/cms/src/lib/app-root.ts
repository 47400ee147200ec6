import path from 'node:path';

/**
 * The project folder. This file runs compiled from `dist/src/lib`, so the root is three levels up;
 * resolving from here (not from the working directory) keeps the database and secrets inside the
 * project whatever folder Strapi is launched from.
 */
export const appRoot = path.resolve(__dirname, '..', '..', '..');

/** A path from configuration: absolute as given, relative to the project folder otherwise. */
export const fromAppRoot = (value: string): string =>
  path.isAbsolute(value) ? value : path.join(appRoot, value);
