import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { renderImage, type ImageSpec } from './images';

/**
 * Uploads the demo pictures through Strapi's upload service, exactly like an editor would, so
 * that their thumbnail, small, medium, large and xlarge formats are generated. A picture already
 * in the media library (same file name) is reused: seeding can be resumed after an interruption.
 */
export const uploadImages = async (strapi: Core.Strapi, specs: Record<string, ImageSpec>): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  const files = strapi.db.query('plugin::upload.file');
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-seed-'));
  try {
    for (const [key, spec] of Object.entries(specs)) {
      const existing = await files.findOne({ where: { name: spec.file }, select: ['id'] });
      if (existing) {
        ids.set(key, existing.id);
        continue;
      }
      const filepath = path.join(workDir, spec.file);
      const buffer = await renderImage(key, spec);
      await fs.writeFile(filepath, buffer);
      const [uploaded] = await strapi.plugin('upload').service('upload').upload({
        data: { fileInfo: { name: spec.file, alternativeText: spec.alt, caption: spec.caption ?? null } },
        files: {
          filepath,
          originalFilename: spec.file,
          mimetype: spec.file.endsWith('.png') ? 'image/png' : 'image/jpeg',
          size: buffer.length,
        },
      });
      ids.set(key, uploaded.id);
    }
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
  return ids;
};
