import { useEffect } from 'react';
import { useIntl } from '~/i18n/intl';
import { useLocation, useRevalidator } from 'react-router';
import { APPLICATION_ERROR_EXPOSURE_MS } from '~/config/ui-constants';
import { isChunkLoadError } from '~/domain/reload-guard';
import { localeFromPathname, localizePath } from '~/i18n/locales';
import { reloadAfterChunkError } from '../layout/chunk-reload.client';
import { Logo } from '../layout/logo';
import { WarningIcon } from '../ui/icons';

interface ErrorScreenProps {
  status: number;
  message?: string;
  /** Said to the shopper, in the page's language, instead of the raw message. */
  messageId?: string;
  error?: unknown;
}

/**
 * The error screen of docs/product/screens.md#error-screen: logo header linking home, a large icon, the status code; 404 shows its
 * title, any other status the generic text and the raw message in a code box; a back button to home.
 */
export function ErrorScreen({ status, message, messageId, error }: ErrorScreenProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const home = localizePath('/', localeFromPathname(pathname));
  const revalidator = useRevalidator();
  const notFound = status === 404;
  // Nothing the server can retry: the address itself is wrong, and its raw text says nothing to a shopper.
  const badAddress = status === 400;

  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterChunkError()) return;
    if (notFound || badAddress) return;
    // Application errors are exposed for a moment, then cleared by loading the page's data again
    // (docs/product/errors.md#application-errors); a lasting failure shows this screen again.
    const timer = window.setTimeout(() => void revalidator.revalidate(), APPLICATION_ERROR_EXPOSURE_MS);
    return () => window.clearTimeout(timer);
    // Once per error: the revalidator changes identity while it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, notFound, badAddress, status]);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-black/10 bg-white px-4 py-3">
        <a href={home} className="inline-block">
          <Logo shopName={intl.formatMessage({ id: 'navbar.home' })} height={40} width={50} />
        </a>
      </header>
      <main
        id="main"
        className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center gap-4 p-8 text-center"
      >
        <WarningIcon className="size-24 text-brand-dark" />
        <p className="text-6xl font-bold tracking-tight" data-testid="error-status">
          <span className="sr-only">{intl.formatMessage({ id: 'error.status' }, { status })}</span>
          <span aria-hidden="true">{status}</span>
        </p>
        <h1 className="text-2xl font-semibold">
          {intl.formatMessage({
            id: notFound ? 'error.404.title' : badAddress ? 'error.400.title' : 'error.generic',
          })}
        </h1>
        {messageId ? (
          <p>{intl.formatMessage({ id: messageId })}</p>
        ) : !notFound && !badAddress && message ? (
          <pre className="max-w-full overflow-x-auto rounded bg-black/5 p-4 text-left text-sm">
            <code>{message}</code>
          </pre>
        ) : null}
        <a
          href={home}
          className="rounded border border-brand-dark px-4 py-2 text-brand-dark hover:bg-brand-dark hover:text-white"
        >
          {intl.formatMessage({ id: 'btn.back' })}
        </a>
      </main>
    </div>
  );
}
