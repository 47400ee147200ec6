import { useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { useNotify } from '../notifications/notifications';
import { buttonClass } from '~/components/ui/button-class';

interface Props {
  /** Fetches the file (an ERP PDF). */
  load: () => Promise<Blob>;
  fileName: string;
  labelId: string;
  values?: Record<string, string>;
}

/** Downloads a document the ERP generates, under a readable file name; busy while it comes. */
export function DownloadButton({ load, fileName, labelId, values }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const url = URL.createObjectURL(await load());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file by the next tick; the URL is no longer needed.
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      notify('error', intl.formatMessage({ id: 'sale.download_error' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      className={buttonClass('secondary', 'md', 'disabled:cursor-wait')}
    >
      {intl.formatMessage({ id: labelId }, values)}
    </button>
  );
}
