import { useRef, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { ImageSet } from '~/domain/catalog';
import { galleryStep } from '~/domain/gallery';
import { PictureZoom } from './picture-zoom';

const WIDTHS = { medium: 300, large: 600, xlarge: 1000 } as const;

function srcSetOf(set: ImageSet): string | undefined {
  const sizes = (['medium', 'large', 'xlarge'] as const).filter((size) => set[size]);
  return sizes.map((size) => `${set[size]!.src} ${WIDTHS[size]}w`).join(', ') || undefined;
}

/**
 * The product's pictures in a strip that snaps one picture at a time (a swipe on touch screens), with
 * thumbnails below when there are several; arrow keys, Home and End move between them. A click or
 * Enter on a picture enlarges it (picture-zoom.tsx). The first loads at once (the largest paint), the
 * others lazily.
 */
export function ProductGallery({ images, name }: { images: ImageSet[]; name: string }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const thumbnails = useRef<HTMLUListElement>(null);
  const count = images.length;
  if (count === 0) return <div className="aspect-square rounded-xl bg-black/5" />;
  const label = (id: string, index: number) => intl.formatMessage({ id }, { index: index + 1, count, name });

  const show = (index: number) => {
    setSelected(index);
    // At once: a smooth scroll would pass the pictures between, and the selection with it.
    strip.current?.scrollTo({ left: index * strip.current.clientWidth });
  };
  // Arrow keys move the focus to the next picture or thumbnail, as in a toolbar.
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const next = galleryStep(event.key, selected, count);
    if (next === null) return;
    event.preventDefault();
    show(next);
    const list = event.currentTarget === strip.current ? strip.current : thumbnails.current;
    list?.querySelectorAll('button')[next]?.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-3">
      <ul
        ref={strip}
        onKeyDown={count > 1 ? onKeyDown : undefined}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setSelected(Math.min(count - 1, Math.round(scrollLeft / clientWidth)));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl [scrollbar-width:none]"
        data-testid="gallery-strip"
      >
        {images.map((set, index) => {
          const picture = set.large ?? set.xlarge ?? set.medium ?? set.small;
          return (
            <li key={index} className="w-full shrink-0 snap-center">
              <button
                type="button"
                tabIndex={index === selected ? 0 : -1}
                aria-label={label('product.gallery.zoom', index)}
                onClick={() => setZoomed(index)}
                className="block w-full cursor-zoom-in"
              >
                <img
                  src={picture?.src}
                  srcSet={srcSetOf(set)}
                  sizes="(min-width: 768px) 50vw, 100vw"
                  alt={picture?.alt || name}
                  width={600}
                  height={600}
                  loading={index === 0 ? undefined : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  className="aspect-square w-full bg-white object-contain"
                />
              </button>
            </li>
          );
        })}
      </ul>
      {count > 1 ? (
        <ul
          ref={thumbnails}
          onKeyDown={onKeyDown}
          className="flex flex-wrap gap-2"
          aria-label={intl.formatMessage({ id: 'product.gallery' })}
        >
          {images.map((set, index) => (
            <li key={index}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={label('product.gallery.show', index)}
                onClick={() => show(index)}
                className="rounded border-2 border-transparent aria-pressed:border-brand-dark"
              >
                <img
                  src={(set.small ?? set.medium)?.src}
                  alt=""
                  width={60}
                  height={60}
                  loading="lazy"
                  className="size-14 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed !== null ? (
        <PictureZoom
          image={images[zoomed]!}
          title={label('product.gallery.zoomed', zoomed)}
          closeLabel={intl.formatMessage({ id: 'product.gallery.close' })}
          onClose={() => setZoomed(null)}
        />
      ) : null}
    </div>
  );
}
