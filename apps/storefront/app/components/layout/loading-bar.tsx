import { useEffect, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '~/config/ui-constants';

type Phase = 'idle' | 'running' | 'finishing' | 'hidden';

/**
 * The bar at the top of the page while a page loads (docs/product/screens.md#loading-bar): it appears only if loading lasts longer
 * than the throttle, creeps towards the end over the duration, fills when done, fades after the hide
 * delay and is reset after the reset delay.
 */
export function LoadingBar() {
  const intl = useIntl();
  const loading = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    const timers: number[] = [];
    const later = (ms: number, next: Phase | ((current: Phase) => Phase)) => {
      timers.push(window.setTimeout(() => setPhase(next), ms));
    };
    if (loading) {
      later(LOADING_BAR.throttleMs, 'running');
    } else {
      // A load shorter than the throttle never showed the bar, so there is nothing to finish.
      later(0, (current) => (current === 'running' ? 'finishing' : current));
      later(LOADING_BAR.hideDelayMs, (current) => (current === 'idle' ? current : 'hidden'));
      later(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs, 'idle');
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [loading]);

  const visible = phase === 'running' || phase === 'finishing';
  const width = phase === 'running' ? '90%' : phase === 'idle' ? '0%' : '100%';
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 bg-brand"
      data-testid="loading-bar"
      role={visible ? 'progressbar' : undefined}
      aria-label={visible ? intl.formatMessage({ id: 'a11y.loading' }) : undefined}
      aria-hidden={!visible}
      style={{
        height: LOADING_BAR.heightPx,
        width,
        opacity: visible ? 1 : 0,
        transition:
          phase === 'running'
            ? `width ${LOADING_BAR.durationMs}ms ease-out`
            : phase === 'idle'
              ? 'none'
              : 'width 200ms ease-out, opacity 300ms',
      }}
    />
  );
}
