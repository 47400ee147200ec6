import { useEffect, useState } from 'react';
import { activeAnnouncements, type Announcement } from '~/domain/cms/content';
import { useIntl } from '~/i18n/intl';
import { RichText } from '../cms/rich-text';

/**
 * The header's message and the announcements of the moment (docs/product/entities.md#header). The server chose them at
 * `checkedAt`; the browser checks again with its own clock, so a page served from a cache never shows
 * an announcement that has ended or not begun.
 */
export function AnnouncementBar({
  message,
  announcements,
  checkedAt,
}: {
  message: string | undefined;
  announcements: Announcement[];
  checkedAt: string;
}) {
  const intl = useIntl();
  const [now, setNow] = useState(() => new Date(checkedAt));
  useEffect(() => {
    const timer = window.setTimeout(() => setNow(new Date()), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const shown = activeAnnouncements(announcements, now);
  if (!message && shown.length === 0) return null;
  return (
    // A named region, so that it is found among the page's landmarks like the header it tops.
    <section
      aria-label={intl.formatMessage({ id: 'header.announcements' })}
      className="bg-brand-dark text-sm text-white"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-1 px-4 py-2 text-center [&_a]:text-white">
        {shown.map((announcement) => (
          <div key={announcement.id} data-announcement={announcement.id}>
            <RichText blocks={announcement.message} className="space-y-0" />
          </div>
        ))}
        {message ? <p>{message}</p> : null}
      </div>
    </section>
  );
}
