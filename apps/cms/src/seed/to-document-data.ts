import type { Core } from '@strapi/strapi';
import { toBlocks } from './blocks';

type Attribute = {
  type: string;
  component?: string;
  repeatable?: boolean;
  target?: string;
  multiple?: boolean;
};
type Attributes = Record<string, Attribute>;

export type Resolvers = {
  /** Id of an uploaded file, from its key in seed/images.json. */
  media: (key: string) => number;
  /** documentId of the document a relation points to, from its seed reference. */
  relation: (target: string, ref: string) => string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates written relative to the seeding day (`{ "daysFromNow": -7 }`) stay meaningful whenever the demo starts. */
const toDate = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'daysFromNow' in value
    ? new Date(Date.now() + Number((value as { daysFromNow: number }).daysFromNow) * DAY_MS).toISOString()
    : value;

/**
 * Converts one localized seed object into document-service data, guided by the content-type or
 * component schema: rich text to blocks, image keys to file ids, references to documentIds.
 * Unknown fields fail loudly so that a typo in a seed file never goes unnoticed.
 */
export const toDocumentData = (
  strapi: Core.Strapi,
  attributes: Attributes,
  value: Record<string, unknown>,
  resolvers: Resolvers,
  where: string,
): Record<string, unknown> => {
  const data: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    const attribute = attributes[key];
    if (!attribute) throw new Error(`Seed field ${where}.${key} is not in the schema`);
    const path = `${where}.${key}`;
    const component = (uid: string, item: Record<string, unknown>, itemPath: string) =>
      toDocumentData(strapi, strapi.components[uid as keyof typeof strapi.components].attributes as Attributes, item, resolvers, itemPath);
    switch (attribute.type) {
      case 'blocks':
        data[key] = toBlocks(raw as string | string[]);
        break;
      case 'media':
        data[key] = attribute.multiple ? (raw as string[]).map(resolvers.media) : resolvers.media(raw as string);
        break;
      case 'relation':
        data[key] = resolvers.relation(attribute.target as string, raw as string);
        break;
      case 'datetime':
        data[key] = toDate(raw);
        break;
      case 'component':
        data[key] = attribute.repeatable
          ? (raw as Record<string, unknown>[]).map((item, i) => component(attribute.component as string, item, `${path}[${i}]`))
          : component(attribute.component as string, raw as Record<string, unknown>, path);
        break;
      case 'dynamiczone':
        data[key] = (raw as Record<string, unknown>[]).map(({ __component, ...item }, i) => ({
          __component,
          ...component(__component as string, item, `${path}[${i}]`),
        }));
        break;
      default:
        data[key] = raw;
    }
  }
  return data;
};
