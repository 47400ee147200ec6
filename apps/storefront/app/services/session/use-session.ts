import { useSyncExternalStore } from 'react';
import { roleOf, type User } from '~/domain/user';
import { sessionStore } from './session';
import type { SessionState } from './session-store';

const SERVER_STATE: SessionState = { user: null, loading: true };

export interface Session {
  user: User | null;
  /** The pricelist prices are shown in: the user's, 'default' when signed out (SPEC §6). */
  role: string;
  signedIn: boolean;
  /** True until the session at start is known; nothing is rendered from `user` before. */
  loading: boolean;
}

/** Who is signed in, for any component; pages are rendered without a user on the server. */
export function useSession(): Session {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, () => SERVER_STATE);
  return {
    user: state.user,
    role: roleOf(state.user),
    signedIn: state.user !== null,
    loading: state.loading,
  };
}
