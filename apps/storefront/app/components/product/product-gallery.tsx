import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { ImageSet } from '~/domain/catalog';

/** The product's pictures: the first one loads at once (it is the largest paint), the others lazily. */
export function ProductGallery({ images, name }: { images: ImageSet[]; name: string }) {
  const intl = useIntl();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) return <div className="aspect-square rounded-xl bg-black/5" />;
  const large = current.large ?? current.xlarge ?? current.medium;
  const srcSet = (['medium', 'large', 'xlarge'] as const)
    .map((size) =>
      current[size] ? `${current[size].src} ${{ medium: 300, large: 600, xlarge: 1000 }[size]}w` : undefined,
    )
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-3">
      {large ? (
        <img
          src={large.src}
          srcSet={srcSet || undefined}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={large.alt || name}
          width={600}
          height={600}
          fetchPriority={selected === 0 ? 'high' : undefined}
          className="aspect-square w-full rounded-xl bg-white object-contain"
        />
      ) : null}
      {images.length > 1 ? (
        <ul className="flex gap-2" aria-label={intl.formatMessage({ id: 'product.gallery' })}>
          {images.map((image, index) => (
            <li key={index}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={intl.formatMessage({ id: 'product.gallery.show' }, { index: index + 1 })}
                onClick={() => setSelected(index)}
                className="rounded border-2 border-transparent aria-pressed:border-brand-dark"
              >
                <img
                  src={(image.small ?? image.medium)?.src}
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
    </div>
  );
}
