import type { FastifyPluginAsync } from 'fastify';
import type { AreaOptions } from '../../area-options.ts';
import { IMAGE_SIZES, type ImageSize, PICTURE_COUNTS } from './media-urls.ts';
import { type ImageSubject, productSvg } from './product-image.ts';

const CACHE_LIMIT = 5000;

/**
 * Generated catalogue pictures at /media/catalogue/{products|categories}/{id}/{size}[-{view}].svg. They are drawn
 * on request and kept in memory, so the repository ships no image files.
 */
export const mediaRoutes: FastifyPluginAsync<AreaOptions> = async (app, { db }) => {
  const cache = new Map<string, string>();
  const templateOf = db.prepare('SELECT kind, code FROM catalogue_templates WHERE id = ?');
  const categoryExists = db.prepare('SELECT id FROM catalogue_categories WHERE id = ?');

  const subjectOf = (owner: string, id: number): ImageSubject | undefined => {
    if (owner === 'products') {
      const row = templateOf.get(id);
      if (!row) return undefined;
      const code = String(row.code);
      return { id, kind: String(row.kind), label: code.split('-').slice(1).join('-') || code };
    }
    if (owner === 'categories' && categoryExists.get(id)) return { id: id + 7919, kind: 'gift', label: '' };
    return undefined;
  };

  app.get('/:owner/:id/:file', async (request, reply) => {
    const { owner, id, file } = request.params as { owner: string; id: string; file: string };
    const match = /^(small|medium|large|xlarge)(?:-([2-9]))?\.svg$/.exec(file);
    const size = match?.[1] as ImageSize | undefined;
    const view = Number(match?.[2] ?? 1);
    const views = owner === 'products' ? (PICTURE_COUNTS.get(Number(id)) ?? 1) : 1;
    const subject = /^\d+$/.test(id) && size && view <= views ? subjectOf(owner, Number(id)) : undefined;
    if (!subject || !size) return reply.code(404).send({ error: 'image not found' });
    const key = `${owner}/${id}/${size}/${view}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear();
      svg = productSvg(subject, IMAGE_SIZES[size], view);
      cache.set(key, svg);
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
};
