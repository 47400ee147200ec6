import type { User } from '~/domain/user';
import type { ErpBrowserClient } from '~/services/erp/erp-browser-client';

/** What restoring a session at start gives. */
export type RestoredSession =
  | { kind: 'user'; user: User | null; returnTo?: string }
  /** This page is the identity provider's hidden frame: it only hands the answer to the shop's page. */
  | { kind: 'relay' }
  /** The ERP could not be asked: the session is kept, unknown until the ERP answers again. */
  | { kind: 'unavailable' };

/** One sign-in mode (docs/product/states.md#session): credentials checked by the ERP, or an OpenID provider. */
export interface AuthBackend {
  restore(): Promise<RestoredSession>;
  /** Ends the session at the ERP (and at the provider); the caller clears the user. */
  logout(): Promise<void>;
  /** The ERP refused the session (a 401): forget it without asking anything more of the customer. */
  expire(): Promise<void>;
}

export interface AuthBackendContext {
  erp: () => ErpBrowserClient;
  /** Whether the session flag says someone was signed in. */
  hasSessionFlag: () => boolean;
  /** For identity-provider events that change the user outside of a call (renewal, monitoring). */
  setUser: (user: User | null) => void;
}
