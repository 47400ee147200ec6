import { readdirSync } from 'node:fs';

/**
 * The names in a folder of the client build, read once: the build never changes while the process
 * runs. A folder that is not there holds nothing.
 */
export function folderNames(dir: string): Set<string> {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set();
  }
}
