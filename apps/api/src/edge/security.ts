/**
 * The security baseline every answer gets: helmet's headers with a Content-Security-Policy built on a
 * per-request nonce, HSTS on https only, a body size limit. CORS (API only) lives in routes/index.ts; JSON-only
 * bodies in the API scope; errors without stacks in errors.ts.
 *
 * The web app is React Router SSR with inline hydration scripts: no hash can name them (they carry each page's
 * data), so scripts run only from our origin or with the nonce of the request, which the React Router handler gets
 * in its load context (web/index.ts). Until the web app answers that it puts the nonce on its scripts (header
 * `X-Seleta-CSP: nonce`), its pages get the same policy as Report-Only: browsers report, nothing breaks. A page
 * sent without scripts (the public site, `X-Seleta-CSP: no-scripts`) gets the policy enforced without any nonce:
 * such a page may be cached and served to many visitors, and a nonce many know would allow what it should not.
 * Scripts there come by origin only: ours (the analytics start, public/gtag-init.js) and Google's tag, which the
 * public layout adds once the visitor accepted analytics cookies.
 *
 * The policy governs documents only: a browser applies a CSP to the document (or worker) it arrives with, never to a
 * script, stylesheet, image or JSON fetched by a page. So it goes on HTML, and on SVG, which a browser opening it runs
 * as a document, and nowhere else: about 600 bytes less on every other answer.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";

/** One year, the preload list's minimum. */
const HSTS = "max-age=31536000; includeSubDomains";

/** What the web app answers when its scripts carry the request's nonce. */
export const CSP_HANDSHAKE_HEADER = "x-seleta-csp";

/** Google Analytics (spec §1: each brand's tracking tag). */
const ANALYTICS_SCRIPTS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT = [
  "https://www.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
];

/** The policy; helmet appends `'nonce-…'` to script-src and style-src on every request. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'report-sample'", ...ANALYTICS_SCRIPTS],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'report-sample'"],
  // Runtime brand colours are CSS variables set in style attributes (assignInlineVars); attributes cannot run code.
  "style-src-attr": ["'unsafe-inline'"],
  // Logos, avatars and photos come from the businesses' CDNs, LinkedIn and the like.
  "img-src": ["'self'", "data:", "blob:", "https:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", ...ANALYTICS_CONNECT],
  "frame-src": ["'self'"],
  "worker-src": ["'self'", "blob:"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      // Set below, on https only: over plain http a browser ignores it, and localhost must stay reachable.
      strictTransportSecurity: false,
      // Images of other origins (logos, avatars) load without CORP headers of their own.
      crossOriginEmbedderPolicy: false,
      // The brand hosts (<brand>.localhost, <brand>.seleta.com.br) share assets and API across one site.
      crossOriginResourcePolicy: { policy: "same-site" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
    app.addHook("onRequest", async (request, reply) => {
      if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    });
    app.addHook("onSend", async (_request, reply) => {
      const contentType = reply.getHeader("content-type");
      if (!isDocumentType(contentType)) withoutPolicy(reply);
      if (isSubresourceType(contentType)) withoutDocumentHeaders(reply);
    });
  },
  { name: "seleta-security-headers" },
);

/** The types a browser renders as a document, with scripts of its own: the ones a CSP protects. */
export function isDocumentType(contentType: unknown): boolean {
  return (
    typeof contentType === "string" &&
    /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml)\s*(?:;|$)/i.test(contentType)
  );
}

/**
 * Helmet's headers that govern only a document a browser displays (a top-level page or a frame): a script or a
 * stylesheet is never displayed, so on them these are bytes on the wire and nothing else — ~150 bytes on each of a
 * page's dozens of script files. Scripts and stylesheets keep `X-Content-Type-Options` (no sniffing),
 * `Cross-Origin-Resource-Policy` (who may load them) and `Referrer-Policy` (a module script's imports and a
 * stylesheet's `url()`s are fetched under the policy of the file that names them).
 */
const DOCUMENT_ONLY_HEADERS = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-frame-options",
  "x-dns-prefetch-control",
  "x-xss-protection",
  // Internet Explorer's "open" button for a downloaded page, and Flash's and Acrobat's cross-domain policy files.
  "x-download-options",
  "x-permitted-cross-domain-policies",
];

/** Scripts and stylesheets: what a page loads and never displays. */
export function isSubresourceType(contentType: unknown): boolean {
  return (
    typeof contentType === "string" &&
    /^\s*(?:application\/javascript|text\/javascript|text\/css)\s*(?:;|$)/i.test(contentType)
  );
}

/** Drops the headers that only a displayed document reads (`DOCUMENT_ONLY_HEADERS`). */
export function withoutDocumentHeaders(reply: FastifyReply): void {
  for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
}

/** Drops this answer's policy (helmet sets it on every request, before anyone knows what the answer will be). */
export function withoutPolicy(reply: FastifyReply): void {
  reply.raw.removeHeader("content-security-policy");
  reply.raw.removeHeader("content-security-policy-report-only");
}

/** The request's nonces, for the React Router handler. */
export function cspNonces(reply: FastifyReply): { script: string; style: string } | undefined {
  return (reply as FastifyReply & { cspNonce?: { script: string; style: string } | null }).cspNonce ?? undefined;
}

/**
 * Turns this answer's policy into Report-Only: for web pages whose scripts do not carry the nonce yet, so the
 * browser reports what the policy would block instead of breaking the page.
 */
export function reportOnlyPolicy(reply: FastifyReply): void {
  const policy = reply.raw.getHeader("content-security-policy");
  if (policy === undefined) return;
  reply.raw.removeHeader("content-security-policy");
  reply.raw.setHeader("content-security-policy-report-only", policy);
}

/** A policy with every `'nonce-…'` source taken out. */
export function policyWithoutNonces(policy: string): string {
  return policy.replace(/\s*'nonce-[^']*'/g, "");
}

/** Enforces this answer's policy without its nonces: for a page that has no script to carry one. */
export function policyWithoutScriptNonces(reply: FastifyReply): void {
  const policy = reply.raw.getHeader("content-security-policy");
  if (typeof policy === "string") reply.raw.setHeader("content-security-policy", policyWithoutNonces(policy));
}
