import { useEffect, useMemo, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { Link } from 'react-router';
import type { Section } from '~/domain/cms/content';
import { filterResellers, type Reseller } from '~/domain/resellers';
import { useLocalePath, useRootData } from '~/hooks/use-root-data';
import { createErpBrowserClient } from '~/services/erp/erp-browser-client';
import { ErpError } from '~/services/erp/erp-error';
import { useSession } from '~/services/session/use-session';
import { ResellersMap } from './resellers-map';
import { RichText } from './rich-text';

/** Benelux and its neighbours, where the shop's resellers are, when the editor gives no centre. */
const DEFAULT_CENTER: [number, number] = [50.2, 5.4];
const DEFAULT_ZOOM = 7;

type State =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'ready'; resellers: Reseller[] };

type ResellersMapSection = Extract<Section, { kind: 'resellers-map' }>;

/**
 * Where to buy (docs/product/screens.md#cms-sections, docs/product/validation.md#searching-lists). The resellers come from the shop's extension (`GET resellers`, which no
 * released Shopinvader module serves): without it the section shows nothing and asks the ERP nothing.
 */
export function ResellersSection({ section }: { section: ResellersMapSection }) {
  const { erpApi } = useRootData();
  return erpApi.extension ? <ResellersFromErp section={section} /> : null;
}

/**
 * The ERP lists resellers to signed-in customers only, so the list is read in the browser with the
 * visitor's session; search ignores case and accents; the section's flags decide which kinds are offered.
 */
function ResellersFromErp({ section }: { section: ResellersMapSection }) {
  const intl = useIntl();
  const { erpBaseUrl, locale } = useRootData();
  const localePath = useLocalePath();
  const [fetched, setFetched] = useState<State>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [therapists, setTherapists] = useState(section.showTherapists);
  const [b2b, setB2b] = useState(section.showB2B);
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const center = useMemo<[number, number]>(
    () => [section.latitude ?? DEFAULT_CENTER[0], section.longitude ?? DEFAULT_CENTER[1]],
    [section.latitude, section.longitude],
  );

  // Only a signed-in customer is asked for: a visitor's call would only be refused (401).
  const session = useSession();
  const login = session.user?.login;
  useEffect(() => {
    if (!login) return;
    const client = createErpBrowserClient({ baseUrl: erpBaseUrl, locale });
    import('~/services/erp/resellers-api')
      .then(({ fetchResellers }) => fetchResellers(client))
      .then((resellers) => setFetched({ status: 'ready', resellers }))
      .catch((error: unknown) => {
        const signedOut = error instanceof ErpError && (error.status === 401 || error.status === 403);
        setFetched({ status: signedOut ? 'signed-out' : 'error' });
      });
  }, [erpBaseUrl, locale, login]);
  const signedOut = !session.loading && !login;
  const state = useMemo<State>(() => (signedOut ? { status: 'signed-out' } : fetched), [signedOut, fetched]);

  const shown = useMemo(
    () =>
      state.status === 'ready'
        ? filterResellers(state.resellers, query, {
            therapists: therapists && section.showTherapists,
            b2b: b2b && section.showB2B,
            signedIn: true,
          })
        : [],
    [state, query, therapists, b2b, section.showTherapists, section.showB2B],
  );

  return (
    <section className="space-y-4" aria-labelledby="resellers-title">
      <h2 id="resellers-title" className="text-2xl font-semibold">
        {section.title}
      </h2>
      <RichText blocks={section.intro} />
      {state.status === 'loading' ? <p role="status">{t('resellers.loading')}</p> : null}
      {state.status === 'error' ? <p role="alert">{t('error.generic')}</p> : null}
      {state.status === 'signed-out' ? (
        <p className="rounded-lg bg-white p-4 shadow">
          {t('resellers.sign_in')}{' '}
          <Link to={localePath('/account/login')} className="text-brand-dark underline">
            {t('account.login.title')}
          </Link>
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex flex-col gap-1">
              {t('resellers.search')}
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="rounded border border-black/30 px-3 py-2"
              />
            </label>
            {section.showTherapists ? (
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={therapists}
                  onChange={(event) => setTherapists(event.target.checked)}
                  className="size-5 accent-brand-dark"
                />
                {t('resellers.therapists')}
              </label>
            ) : null}
            {section.showB2B ? (
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={b2b}
                  onChange={(event) => setB2b(event.target.checked)}
                  className="size-5 accent-brand-dark"
                />
                {t('resellers.b2b')}
              </label>
            ) : null}
          </div>
          <p role="status">{t('resellers.count', { count: shown.length })}</p>
          <ResellersMap resellers={shown} center={center} zoom={section.zoom ?? DEFAULT_ZOOM} />
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((reseller) => (
              <li key={reseller.id} className="rounded-lg bg-white p-4 shadow">
                <p className="font-semibold">{reseller.name}</p>
                <p>{[reseller.street, reseller.street2].filter(Boolean).join(', ')}</p>
                <p>{[reseller.zip, reseller.city].filter(Boolean).join(' ')}</p>
                {reseller.phone ? <p>{reseller.phone}</p> : null}
                {reseller.email ? (
                  <p>
                    <a href={`mailto:${reseller.email}`} className="text-brand-dark underline">
                      {reseller.email}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
