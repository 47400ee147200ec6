import { useIntl } from '~/i18n/intl';

/** A busy indicator announced with its label. */
export function CartBusy({ labelId }: { labelId: string }) {
  const intl = useIntl();
  return (
    <p role="status" className="flex items-center gap-2 py-4">
      <span
        aria-hidden="true"
        className="inline-block size-4 animate-spin rounded-full border-2 border-brand-dark border-t-transparent"
      />
      {intl.formatMessage({ id: labelId })}
    </p>
  );
}
