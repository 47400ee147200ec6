import { useIntl } from '~/i18n/intl';

/** Lets keyboard users jump over the header straight to the page's content. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
    >
      {intl.formatMessage({ id: 'a11y.skip_to_content' })}
    </a>
  );
}
