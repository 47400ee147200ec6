import { useSyncExternalStore } from 'react';
import { roleOf, type User } from '~/domain/user';
import { sessionStore } from './session';
import type { SessionState } from './session-store';

const SERVER_STATE: SessionState = { user: null, loading: true };

export interface Session {
  user: User | null;
  /** The pricelist prices are shown in: the user's, 'default' when signed out (docs/product/roles.md#pricelists). */
  role: string;
  signedIn: boolean;
  /** True until the session at start is known; nothing is rendered from `user` before. */
  loading: boolean;
}

const readUser = () => sessionStore.getState().user;
const noUser = () => null;

/**
 * Who is signed in, and nothing else: a component that only shows the user re-renders when the user
 * changes, not when the session starts or finishes loading. The header uses it: for a visitor nobody
 * is signed in before or after the session starts, and the header's links are not rendered again.
 */
export function useSessionUser(): User | null {
  return useSyncExternalStore(sessionStore.subscribe, readUser, noUser);
}

/** The whole session, for pages that wait for it to be known; rendered without a user on the server. */
export function useSession(): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, () => SERVER_STATE);
  return {
    user: state.user,
    role: roleOf(state.user),
    signedIn: state.user !== null,
    loading: state.loading,
  };
}
