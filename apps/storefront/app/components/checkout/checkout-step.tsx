import { useEffect, useRef } from 'react';
import { useIntl } from '~/i18n/intl';

export type StepStatus = 'active' | 'done' | 'todo';

interface CheckoutStepProps {
  number: number;
  titleId: string;
  status: StepStatus;
  /** What was chosen, shown once the step is done. */
  summary?: React.ReactNode;
  onEdit: () => void;
  children: React.ReactNode;
}

/**
 * One step of the checkout (docs/product/screens.md#checkout): the active one is open and takes the focus (for keyboard and
 * screen-reader users), done ones show what was chosen with an edit button, later ones only their title.
 */
export function CheckoutStep({ number, titleId, status, summary, onEdit, children }: CheckoutStepProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: titleId });

  useEffect(() => {
    if (status !== 'active' || !heading.current) return;
    heading.current.focus({ preventScroll: true });
    heading.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [status]);

  return (
    <section
      aria-labelledby={`checkout-step-${number}`}
      data-step-status={status}
      className="rounded border border-black/10 p-4 data-[step-status=active]:border-brand-dark"
    >
      <div className="flex items-center justify-between gap-4">
        <h2
          id={`checkout-step-${number}`}
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-semibold"
        >
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full border border-black/30 text-sm data-[done=true]:border-brand-dark data-[done=true]:bg-brand-dark data-[done=true]:text-white"
            data-done={status === 'done'}
          >
            {status === 'done' ? '✓' : number}
          </span>
          {title}
          {status === 'done' ? (
            <span className="sr-only">{intl.formatMessage({ id: 'checkout.step.done' })}</span>
          ) : null}
        </h2>
        {status === 'done' ? (
          <button
            type="button"
            onClick={onEdit}
            className="rounded px-2 py-1 text-sm underline hover:no-underline"
            aria-label={intl.formatMessage({ id: 'checkout.step.edit_named' }, { step: title })}
          >
            {intl.formatMessage({ id: 'checkout.step.edit' })}
          </button>
        ) : null}
      </div>
      {status === 'done' && summary ? <div className="mt-2 text-sm">{summary}</div> : null}
      {status === 'active' ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
