// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { reactTestRoots } from '~/components/react-test-kit';
import { IntlProvider } from '~/i18n/intl';
import type { Locale } from '~/i18n/locales';
import { catalogues } from '~/i18n/messages.server';
import { useLocalePath } from './use-root-data';

const roots = reactTestRoots();

/** Counts the runs of an effect that depends on the function, as the registration page's does. */
function Follower({ runs, render }: { runs: string[]; render: number }) {
  const localePath = useLocalePath();
  useEffect(() => {
    runs.push(localePath('/account'));
  }, [localePath, runs]);
  return <output>{render}</output>;
}

describe('useLocalePath', () => {
  it('keeps one function per language: what depends on it runs again only when the language changes', () => {
    const runs: string[] = [];
    roots.current = createRoot(document.body.appendChild(document.createElement('div')));
    const show = (locale: Locale, render: number) =>
      act(() =>
        roots.current?.render(
          <IntlProvider locale={locale} messages={catalogues[locale]}>
            <Follower runs={runs} render={render} />
          </IntlProvider>,
        ),
      );
    show('nl', 1);
    show('nl', 2);
    show('nl', 3);
    expect(runs).toEqual(['/nl/account']);
    show('de', 4);
    expect(runs).toEqual(['/nl/account', '/de/account']);
  });
});
