import type { Section } from '~/domain/cms/content';
import { CmsImage } from './cms-image';
import { CtaLink } from './cta-link';
import { RichText } from './rich-text';

export function TextAndImageSection({ section }: { section: Extract<Section, { kind: 'text-and-image' }> }) {
  const image = section.image?.defaultImage;
  return (
    <section
      className={`grid items-center gap-8 md:grid-cols-2 ${section.reverse ? 'md:[&>*:first-child]:order-2' : ''}`}
    >
      <div className="space-y-4">
        <h2 className="text-2xl font-semibold">{section.title}</h2>
        <RichText blocks={section.content} />
        {section.cta ? <CtaLink cta={section.cta} /> : null}
      </div>
      {image ? (
        <CmsImage image={image} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full rounded-xl" />
      ) : null}
    </section>
  );
}
