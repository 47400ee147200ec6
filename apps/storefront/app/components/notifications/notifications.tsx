import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useIntl } from '~/i18n/intl';
import { NOTIFICATION_DURATION_MS } from '~/config/notification-constants';
import { CloseIcon } from '../ui/icons';
import { buttonClass } from '~/components/ui/button-class';

type NotificationKind = 'success' | 'error' | 'warning' | 'info';

interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

type Notify = (kind: NotificationKind, message: string) => void;

const NotifyContext = createContext<Notify>(() => undefined);

/** Shows a toast: `notify('success', text)`. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}

const STYLES: Record<NotificationKind, string> = {
  success: 'border-green-700 bg-green-50',
  error: 'border-red-700 bg-red-50',
  warning: 'border-amber-700 bg-amber-50',
  info: 'border-sky-700 bg-sky-50',
};

let nextId = 1;

/**
 * Toasts at the bottom right, each gone after 5000 ms or when closed (docs/product/constants.md#interface). They sit in a live
 * region, so screen readers announce them as they appear; errors interrupt (assertive).
 */
export function NotificationProvider({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  const [notifications, setNotifications] = useState<Notification[]>([]);

  const dismiss = useCallback((id: number) => {
    setNotifications((current) => current.filter((notification) => notification.id !== id));
  }, []);

  const notify = useCallback<Notify>(
    (kind, message) => {
      const id = nextId++;
      setNotifications((current) => [...current, { id, kind, message }]);
      window.setTimeout(() => dismiss(id), NOTIFICATION_DURATION_MS);
    },
    [dismiss],
  );

  const regions = useMemo(
    () =>
      (['polite', 'assertive'] as const).map((politeness) => ({
        politeness,
        items: notifications.filter((n) => (n.kind === 'error') === (politeness === 'assertive')),
      })),
    [notifications],
  );

  return (
    <NotifyContext value={notify}>
      {children}
      <div className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[90vw] flex-col gap-2">
        {regions.map(({ politeness, items }) => (
          <div
            key={politeness}
            role={politeness === 'assertive' ? 'alert' : 'status'}
            aria-live={politeness}
            className="contents"
          >
            {items.map((notification) => (
              <div
                key={notification.id}
                data-testid="notification"
                data-kind={notification.kind}
                className={`pointer-events-auto flex items-start gap-2 rounded border-l-4 p-3 shadow ${STYLES[notification.kind]}`}
              >
                <p className="flex-1 text-sm">{notification.message}</p>
                <button
                  type="button"
                  className={buttonClass('icon', 'icon-sm')}
                  aria-label={intl.formatMessage({ id: 'notifications.close' })}
                  onClick={() => dismiss(notification.id)}
                >
                  <CloseIcon className="size-4" />
                </button>
              </div>
            ))}
          </div>
        ))}
      </div>
    </NotifyContext>
  );
}
