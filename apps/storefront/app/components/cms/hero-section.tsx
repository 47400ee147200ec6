import type { Section } from '~/domain/cms/content';
import { CmsImage } from './cms-image';
import { CtaLink } from './cta-link';
import { RichText } from './rich-text';

export function HeroSection({
  section,
  first,
}: {
  section: Extract<Section, { kind: 'hero' }>;
  first: boolean;
}) {
  return (
    <section className="relative overflow-hidden rounded-xl bg-ink text-white">
      {/* Faint enough that white body text keeps 4.5:1 over the ink, whatever the image (even white). */}
      {section.image ? (
        <CmsImage
          image={section.image}
          priority={first}
          className="absolute inset-0 size-full object-cover opacity-30"
        />
      ) : null}
      {/* Links, a link-style call to action included, are white on the dark background too. */}
      <div className="relative max-w-2xl space-y-4 px-6 py-16 sm:px-10 sm:py-24 [&_a]:text-white">
        {first ? (
          <h1 className="text-3xl font-bold sm:text-5xl">{section.title}</h1>
        ) : (
          <h2 className="text-3xl font-bold sm:text-4xl">{section.title}</h2>
        )}
        <RichText blocks={section.content} className="text-lg" />
        {section.cta ? (
          <CtaLink cta={{ ...section.cta, theme: section.cta.theme === 'link' ? 'link' : 'primary' }} />
        ) : null}
      </div>
    </section>
  );
}
