/** A CMS picture (SPEC §3 Media image) with absolute URLs. */
export interface MediaFormat {
  url: string;
  width: number;
  height: number;
}

export type MediaFormatName = 'thumbnail' | 'small' | 'medium' | 'large' | 'xlarge';

export interface MediaImage {
  url: string;
  alternativeText: string;
  caption: string | undefined;
  width: number | undefined;
  height: number | undefined;
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: string | undefined;
  size: number;
  formats: Partial<Record<MediaFormatName, MediaFormat>>;
  previewUrl: string | undefined;
  provider: string;
  providerMetadata: unknown;
}

/** A responsive srcset over the picture's formats and its original, narrowest first. */
export function srcSet(image: MediaImage): string {
  const candidates = Object.values(image.formats).filter((format): format is MediaFormat => Boolean(format));
  if (image.width) candidates.push({ url: image.url, width: image.width, height: image.height ?? 0 });
  return [...new Map(candidates.map((c) => [c.width, c])).values()]
    .sort((a, b) => a.width - b.width)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
}
