import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { User } from '~/domain/user';
import { useRootData } from '~/hooks/use-root-data';
import { sessionStore } from '~/services/session/session';
import { useNotify } from '../notifications/notifications';

/** The customer's newsletter opt-in (POST customer {opt_in}), saved as soon as it is changed. */
export function NewsletterOptIn({ user }: { user: User }) {
  const intl = useIntl();
  const notify = useNotify();
  const { locale } = useRootData();
  const [busy, setBusy] = useState(false);
  const toggle = async (optIn: boolean) => {
    setBusy(true);
    try {
      await sessionStore.erp(locale).post('customer', { opt_in: optIn });
      await sessionStore.refresh();
      notify(
        'success',
        intl.formatMessage({
          id: optIn ? 'account.profile.newsletter.subs' : 'account.profile.newsletter.unsubs',
        }),
      );
    } catch {
      notify('error', intl.formatMessage({ id: 'account.profile.save_error' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="newsletter-opt-in-title" className="space-y-2">
      <h2 id="newsletter-opt-in-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'account.profile.newsletter.title' })}
      </h2>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={user.optIn}
          disabled={busy}
          onChange={(event) => toggle(event.target.checked)}
        />
        {intl.formatMessage({ id: 'account.profile.newsletter.label' })}
      </label>
    </section>
  );
}
