import { useEffect, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { Section } from '~/domain/cms/content';
import { ImageBannerSection } from './image-banner-section';
import { buttonClass } from '~/components/ui/button-class';

/**
 * Slides that may turn by themselves. Anything that moves on its own can be paused (WCAG 2.2.2), and it
 * does not move at all for people who ask for reduced motion.
 */
export function CarouselSection({
  section,
  first,
}: {
  section: Extract<Section, { kind: 'carousel' }>;
  first: boolean;
}) {
  const intl = useIntl();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(section.autoplay);
  const count = section.slides.length;

  useEffect(() => {
    if (!playing || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % count),
      Math.max(section.interval, 2000),
    );
    return () => window.clearInterval(timer);
  }, [playing, count, section.interval]);

  if (count === 0) return null;
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  return (
    <section aria-roledescription="carousel" aria-label={t('cms.carousel.label')} className="space-y-2">
      <div aria-live={playing ? 'off' : 'polite'}>
        {section.slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={t('cms.carousel.slide', { index: index + 1, count })}
            hidden={index !== current}
          >
            <ImageBannerSection banner={slide} priority={first && index === 0} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-center gap-2">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setCurrent((current - 1 + count) % count)}
          >
            {t('cms.carousel.previous')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setPlaying(!playing)}
          >
            {t(playing ? 'cms.carousel.pause' : 'cms.carousel.play')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            onClick={() => setCurrent((current + 1) % count)}
          >
            {t('cms.carousel.next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
