import type { Card } from '~/domain/cms/content';
import { CmsImage } from './cms-image';
import { CtaLink } from './cta-link';
import { RichText } from './rich-text';

const COLUMNS: Record<number, string> = {
  1: 'sm:grid-cols-1',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** Cards of the cards and multiple-cards sections; the style comes from the editor. */
export function CardGrid({ cards, columns = 3 }: { cards: Card[]; columns?: number }) {
  return (
    <ul className={`grid gap-6 ${COLUMNS[columns] ?? COLUMNS[3]}`}>
      {cards.map((card, index) => (
        <li
          key={index}
          className={`flex flex-col gap-3 overflow-hidden rounded-xl bg-white ${card.style === 'flat' ? 'border border-black/10' : 'shadow'} ${card.style === 'compact' ? 'p-3' : 'p-5'}`}
        >
          {card.image ? (
            <CmsImage
              image={card.image}
              sizes="(min-width: 640px) 33vw, 100vw"
              className={
                card.style === 'imageFull'
                  ? '-mx-5 -mt-5 h-48 w-[calc(100%+2.5rem)] max-w-none object-cover'
                  : 'h-40 w-full rounded object-cover'
              }
            />
          ) : null}
          <h3 className="text-lg font-semibold">{card.title}</h3>
          <RichText blocks={card.content} />
          {card.cta ? (
            <div className="mt-auto">
              <CtaLink cta={card.cta} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
