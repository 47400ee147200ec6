import { useLocation } from 'react-router';
import { useIntl } from '~/i18n/intl';

/** Where the bar's way out leads (routes/api/preview-exit.ts). */
const EXIT_PATH = '/_preview/exit';

/**
 * Tells an editor, on every page of a preview, that drafts may show here and shoppers do not see
 * them, with a way back to the published shop. The exit is a plain link: leaving must reload the page
 * without the preview cookie.
 */
export function PreviewBar() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const exit = `${EXIT_PATH}?${new URLSearchParams({ path: pathname + search })}`;
  return (
    <section
      aria-label={intl.formatMessage({ id: 'preview.label' })}
      data-preview-bar=""
      className="sticky top-0 z-50 bg-amber-300 text-sm text-black"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2">
        <p>
          <strong>{intl.formatMessage({ id: 'preview.label' })}</strong>{' '}
          {intl.formatMessage({ id: 'preview.notice' })}
        </p>
        <a href={exit} className="font-semibold underline">
          {intl.formatMessage({ id: 'preview.exit' })}
        </a>
      </div>
    </section>
  );
}
