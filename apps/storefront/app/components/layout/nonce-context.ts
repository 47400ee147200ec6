import { createContext, useContext } from 'react';

/** The per-request CSP nonce, given by entry.server to the inline scripts React Router renders. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
