import type { ImageBanner } from '~/domain/cms/content';
import { CmsImage } from './cms-image';
import { CmsLink } from './cms-link';
import { RichText } from './rich-text';

/** A wide picture (a narrower one on phones when given) with an optional title, text and link. */
export function ImageBannerSection({
  banner,
  priority = false,
}: {
  banner: ImageBanner;
  priority?: boolean;
}) {
  const picture = banner.defaultImage ? (
    <picture>
      {banner.mobileImage ? <source media="(max-width: 639px)" srcSet={banner.mobileImage.url} /> : null}
      <CmsImage
        image={banner.defaultImage}
        priority={priority}
        className="h-64 w-full object-cover sm:h-80"
      />
    </picture>
  ) : null;
  const text =
    banner.title || banner.content.length > 0 ? (
      // Dark enough under every line, title and links included, for white text to keep 4.5:1 on any picture.
      <div className="absolute inset-x-0 bottom-0 space-y-2 bg-gradient-to-t from-black/80 to-black/60 p-6 text-white [&_a]:text-white">
        {banner.title ? <h2 className="text-2xl font-semibold">{banner.title}</h2> : null}
        <RichText blocks={banner.content} />
      </div>
    ) : null;
  const body = (
    <div className="relative overflow-hidden rounded-xl bg-black/5">
      {picture}
      {text}
    </div>
  );
  return (
    <section>
      {banner.link ? (
        <CmsLink url={banner.link} className="block">
          {body}
        </CmsLink>
      ) : (
        body
      )}
    </section>
  );
}
