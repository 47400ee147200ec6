import { type MediaImage, srcSet } from '~/domain/cms/media';

interface CmsImageProps {
  image: MediaImage;
  /** How wide it is drawn, for the browser's choice among the formats. */
  sizes?: string;
  /** The first large picture of a page is the largest paint: load it at once. */
  priority?: boolean;
  className?: string;
}

export function CmsImage({ image, sizes = '100vw', priority = false, className }: CmsImageProps) {
  return (
    <img
      src={image.url}
      srcSet={srcSet(image) || undefined}
      sizes={sizes}
      alt={image.alternativeText}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
