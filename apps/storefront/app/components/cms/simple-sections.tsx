import { useIntl } from '~/i18n/intl';
import type { Section } from '~/domain/cms/content';
import { CardGrid } from './card-grid';
import { CmsImage } from './cms-image';
import { CmsLink } from './cms-link';
import { CtaLink } from './cta-link';
import { RichText } from './rich-text';

export function CardsSection({ section }: { section: Extract<Section, { kind: 'cards' }> }) {
  return (
    <section className="space-y-6">
      {section.title ? <h2 className="text-2xl font-semibold">{section.title}</h2> : null}
      <CardGrid cards={section.cards} />
    </section>
  );
}

export function MultipleCardsSection({ section }: { section: Extract<Section, { kind: 'multiple-cards' }> }) {
  return (
    <section className="space-y-4">
      {section.title ? <h2 className="text-2xl font-semibold">{section.title}</h2> : null}
      <RichText blocks={section.intro} className="max-w-3xl text-lg" />
      <CardGrid cards={section.cards} columns={section.columns} />
    </section>
  );
}

const ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

export function CtaButtonSection({ section }: { section: Extract<Section, { kind: 'cta-button' }> }) {
  return (
    <section className={ALIGN[section.alignment]}>
      <CtaLink
        cta={{ label: section.label, link: section.link, theme: section.theme, target: section.target }}
      />
    </section>
  );
}

export function TextSection({ section }: { section: Extract<Section, { kind: 'text' }> }) {
  return (
    <section className={`mx-auto max-w-3xl space-y-4 ${section.alignment === 'center' ? 'text-center' : ''}`}>
      {section.title ? <h2 className="text-2xl font-semibold">{section.title}</h2> : null}
      <RichText blocks={section.content} />
    </section>
  );
}

export function FeaturesSection({ section }: { section: Extract<Section, { kind: 'features' }> }) {
  return (
    <section className="space-y-6">
      {section.title ? <h2 className="text-center text-2xl font-semibold">{section.title}</h2> : null}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.features.map((feature, index) => (
          <li key={index} className="space-y-2 text-center">
            {feature.icon ? (
              <CmsImage
                image={{ ...feature.icon, alternativeText: '' }}
                sizes="64px"
                className="mx-auto size-16"
              />
            ) : null}
            <h3 className="font-semibold">
              {feature.link ? (
                <CmsLink url={feature.link} className="hover:underline">
                  {feature.title}
                </CmsLink>
              ) : (
                feature.title
              )}
            </h3>
            <p className="text-sm text-black/75">{feature.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TestimonialsSection({ section }: { section: Extract<Section, { kind: 'testimonials' }> }) {
  const intl = useIntl();
  return (
    <section className="space-y-6">
      {section.title ? <h2 className="text-2xl font-semibold">{section.title}</h2> : null}
      <ul className="grid gap-6 md:grid-cols-3">
        {section.testimonials.map((testimonial, index) => (
          <li key={index}>
            <figure className="flex h-full flex-col gap-3 rounded-xl bg-white p-5 shadow">
              <p className="text-brand-dark">
                <span
                  role="img"
                  aria-label={intl.formatMessage({ id: 'cms.rating' }, { rating: testimonial.rating })}
                >
                  {'★'.repeat(Math.round(testimonial.rating))}
                </span>
              </p>
              <blockquote className="flex-1 italic">{testimonial.quote}</blockquote>
              <figcaption className="flex items-center gap-3">
                {testimonial.avatar ? (
                  <CmsImage
                    image={{ ...testimonial.avatar, alternativeText: '' }}
                    sizes="48px"
                    className="size-12 rounded-full object-cover"
                  />
                ) : null}
                <span>
                  <span className="block font-semibold">{testimonial.author}</span>
                  <span className="text-sm text-black/75">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A section type the storefront does not know: kept as a plain block with its title or text (docs/product/screens.md#cms-sections),
 * set as the page's other text, not as a frame that looks left empty.
 */
export function GenericSection({ section }: { section: Extract<Section, { kind: 'unknown' }> }) {
  return (
    <section className="space-y-2" data-section-type={section.component}>
      {section.title ? <h2 className="text-xl font-semibold">{section.title}</h2> : null}
      {section.text ? <p>{section.text}</p> : null}
    </section>
  );
}
