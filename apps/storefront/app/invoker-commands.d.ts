import 'react';

/**
 * Invoker commands (HTML `command` and `commandfor`): a button opens its dialog by itself, before the
 * page's scripts run. React passes the attributes through; its types do not list them yet.
 */
declare module 'react' {
  // The type parameter must be named as React names it for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
    commandfor?: string;
  }
}
