import type { Core } from '@strapi/strapi';

type Attribute = { type: string; component?: string; components?: string[]; target?: string };
type Attributes = Record<string, Attribute>;
type Populate = Record<string, unknown>;

/**
 * The populate object that returns a document with everything inside it: media, components at
 * any depth, every component of every dynamic zone (including section types a client does not
 * know yet) and its direct relations to other content (one level, never back into admin users).
 */
export const deepPopulate = (strapi: Core.Strapi, attributes: Attributes): Populate => {
  const componentPopulate = (uid: string) => {
    const nested = deepPopulate(strapi, strapi.components[uid as keyof typeof strapi.components].attributes as Attributes);
    return Object.keys(nested).length > 0 ? { populate: nested } : true;
  };
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') populate[name] = true;
    else if (attribute.type === 'component') populate[name] = componentPopulate(attribute.component as string);
    else if (attribute.type === 'dynamiczone') {
      populate[name] = { on: Object.fromEntries((attribute.components ?? []).map((uid) => [uid, componentPopulate(uid)])) };
    } else if (attribute.type === 'relation' && attribute.target?.startsWith('api::')) populate[name] = true;
  }
  return populate;
};
