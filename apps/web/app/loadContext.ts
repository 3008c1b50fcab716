/**
 * What the API server passes to React Router as the load context (apps/api/src/web/index.ts): entry.server reads
 * the nonces, the root loader the business configuration, every server loader the API (services/requestServices.server.ts).
 */
export type SeletaLoadContext = {
  cspNonce?: string | undefined;
  cspStyleNonce?: string | undefined;
  /**
   * The business configuration of a host, read in-process (no HTTP round trip). When the server does not provide
   * it, the root loader asks `GET /api/v1/businesses/config/` over HTTP instead.
   */
  businessConfig?: ((host: string) => Promise<unknown>) | undefined;
  /**
   * The API called in-process as the page's visitor (their cookies, locale and client address): a `fetch` for
   * any `/api/v1` path, no socket. Without it (the web app running apart), server loaders call the API over HTTP.
   */
  apiFetch?: typeof fetch | undefined;
  /**
   * The one stylesheet of each document layout that has one, by layout id (scripts/documentStylesheets.ts), linked by
   * its pages instead of each module's CSS file; absent in dev, where they link their files one by one.
   */
  documentStylesheets?: Readonly<Record<string, string>> | undefined;
  /**
   * The islands the build compiled (scripts/buildIslands.ts), by name: the address of each one's module, which a
   * document page that needs it puts in a `<script type="module">`; absent in dev, where those pages work without.
   */
  islands?: Readonly<Record<string, string>> | undefined;
};

export function seletaLoadContext(context: unknown): SeletaLoadContext {
  return (context ?? {}) as SeletaLoadContext;
}
