import { createContext, useContext } from "react";

/**
 * The request's Content-Security-Policy nonces, from the API server's load context (apps/api/src/edge/security.ts).
 * Provided by entry.server.tsx around the server render; empty in the browser, which needs no nonce after load.
 */
export type CspNonce = { script?: string | undefined; style?: string | undefined };

export const CspNonceContext = createContext<CspNonce>({});

export function useCspNonce(): CspNonce {
  return useContext(CspNonceContext);
}
