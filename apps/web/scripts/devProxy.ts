/**
 * The dev server's `/api` proxy. The API refuses a cookie-authenticated write whose Origin is not one of its
 * configured origins (the same host on the API's port); a page of the dev server (`http://tech.localhost:5173`) is
 * the same site on another port, so the proxy presents its writes as coming from that host on the API's port.
 */
import type { ProxyOptions } from "vite";

/** `http://tech.localhost:5173` → `http://tech.localhost:3000`; anything that is not an origin is left as it is. */
export function asApiOrigin(origin: string, apiPort: string): string {
  if (!URL.canParse(origin)) return origin;
  const url = new URL(origin);
  url.port = apiPort;
  return url.origin;
}

export function apiProxy(apiPort: string): ProxyOptions {
  return {
    target: `http://127.0.0.1:${apiPort}`,
    configure: (proxy) => {
      proxy.on("proxyReq", (request) => {
        const origin = request.getHeader("origin");
        if (typeof origin === "string") request.setHeader("origin", asApiOrigin(origin, apiPort));
      });
    },
  };
}
