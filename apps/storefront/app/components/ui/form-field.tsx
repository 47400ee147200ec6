import { useIntl } from '~/i18n/intl';

interface FieldProps {
  name: string;
  labelId: string;
  required?: boolean;
  /** Message id of the field's error, if any. */
  errorId?: string;
  children: (props: {
    id: string;
    name: string;
    required: boolean;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    className: string;
  }) => React.ReactNode;
}

const control = 'w-full rounded border px-3 py-2 aria-[invalid=true]:border-red-700 border-black/30';

/** A labelled form control with its error message tied to it for screen readers. */
export function FormField({ name, labelId, required = false, errorId, children }: FieldProps) {
  const intl = useIntl();
  const id = `field-${name}`;
  const errorElementId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-medium">
        {intl.formatMessage({ id: labelId })}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        required,
        'aria-invalid': errorId !== undefined,
        'aria-describedby': errorId ? errorElementId : undefined,
        className: control,
      })}
      {errorId ? (
        <p id={errorElementId} className="text-sm text-red-700">
          {intl.formatMessage({ id: errorId })}
        </p>
      ) : null}
    </div>
  );
}
