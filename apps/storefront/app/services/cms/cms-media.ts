import type { Card, Cta, ImageBanner } from '~/domain/cms/content';
import type { MediaFormatName, MediaImage } from '~/domain/cms/media';
import type { z } from 'zod';
import type { bannerSchema, cardSchema, ctaSchema, MediaJson } from './cms-schemas';

/** The CMS's media and the small components built on them (call to action, banner, card) as domain values. */

/** Media URLs of a local Strapi provider are relative to the CMS's origin. */
function absolute(url: string, cmsOrigin: string): string {
  return /^https?:\/\//.test(url) ? url : new URL(url, cmsOrigin).href;
}

export function toMedia(json: MediaJson | null | undefined, cmsOrigin: string): MediaImage | undefined {
  if (!json) return undefined;
  const formats: MediaImage['formats'] = {};
  for (const [name, format] of Object.entries(json.formats ?? {})) {
    formats[name as MediaFormatName] = { ...format, url: absolute(format.url, cmsOrigin) };
  }
  return {
    url: absolute(json.url, cmsOrigin),
    alternativeText: json.alternativeText ?? '',
    caption: json.caption ?? undefined,
    width: json.width ?? undefined,
    height: json.height ?? undefined,
    name: json.name,
    hash: json.hash,
    ext: json.ext,
    mime: json.mime,
    path: json.path ?? undefined,
    size: json.size,
    formats,
    previewUrl: json.previewUrl ?? undefined,
    provider: json.provider,
    providerMetadata: json.provider_metadata,
  };
}

export const toCta = (cta: z.output<typeof ctaSchema> | null | undefined): Cta | undefined =>
  cta ? { label: cta.label, link: cta.link, theme: cta.theme, target: cta.target ?? undefined } : undefined;

export function toBanner(banner: z.output<typeof bannerSchema>, origin: string): ImageBanner {
  return {
    title: banner.title ?? undefined,
    content: banner.content,
    link: banner.link ?? undefined,
    defaultImage: toMedia(banner.defaultImage, origin),
    mobileImage: toMedia(banner.mobileImage, origin),
  };
}

export const toCard = (card: z.output<typeof cardSchema>, origin: string): Card => ({
  title: card.title,
  content: card.content,
  image: toMedia(card.image, origin),
  cta: toCta(card.cta),
  style: card.style,
});
