import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import type { User } from '~/domain/user';
import { useRootData } from '~/hooks/use-root-data';
import { sessionStore } from '~/services/session/session';
import { useNotify } from '../notifications/notifications';
import { FormField } from '../ui/form-field';
import { ErpErrorMessage } from './erp-error-message';
import { buttonClass } from '~/components/ui/button-class';

/** Name and phone numbers the customer may change (POST customer); the e-mail is the login, read-only. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const intl = useIntl();
  const notify = useNotify();
  const { locale } = useRootData();
  const [values, setValues] = useState({ name: user.name, phone: user.phone, mobile: user.mobile });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [empty, setEmpty] = useState(false);
  const set = (name: keyof typeof values) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setEmpty(!values.name.trim());
    if (!values.name.trim()) return;
    setBusy(true);
    try {
      await sessionStore.erp(locale).post('customer', {
        name: values.name.trim(),
        phone: values.phone.trim() || null,
        mobile: values.mobile.trim() || null,
      });
      await sessionStore.refresh();
      notify('success', intl.formatMessage({ id: 'account.profile.saved' }));
    } catch (failure) {
      setError(failure);
      notify('error', intl.formatMessage({ id: 'account.profile.save_error' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title" className="text-xl font-semibold">
        {intl.formatMessage({ id: 'account.profile.contact' })}
      </h2>
      <ErpErrorMessage error={error} messageId="account.profile.save_error" />
      <FormField name="email" labelId="account.address.email">
        {(field) => (
          <input
            {...field}
            type="email"
            value={user.login}
            readOnly
            aria-readonly="true"
            className={`${field.className} bg-black/5`}
          />
        )}
      </FormField>
      <FormField
        name="name"
        labelId="account.address.name"
        required
        errorId={empty ? 'error.login.required' : undefined}
      >
        {(field) => <input {...field} autoComplete="name" value={values.name} onChange={set('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="phone" labelId="account.address.phone">
          {(field) => (
            <input {...field} type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
          )}
        </FormField>
        <FormField name="mobile" labelId="account.address.mobile">
          {(field) => (
            <input {...field} type="tel" autoComplete="tel" value={values.mobile} onChange={set('mobile')} />
          )}
        </FormField>
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className={buttonClass('primary')}>
        {intl.formatMessage({ id: 'account.profile.modify_btn' })}
      </button>
    </form>
  );
}
