import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { EyeIcon, EyeOffIcon } from './account-icons';

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { className: string };

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput(props: InputProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`${props.className} pr-11`} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        aria-controls={props.id}
        aria-label={intl.formatMessage({ id: 'account.login.show_password' })}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded hover:bg-black/5"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}
