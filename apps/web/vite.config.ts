import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, mergeConfig, type ProxyOptions } from "vite";
import { workspaceSource } from "../../vite.shared.ts";

/** The API `npm start` serves, which the dev server proxies `/api` to. */
const API_PORT = "3000";

/**
 * The API refuses a cookie-authenticated write whose Origin is not one of its configured origins (same host on the
 * API's port). A page of the dev server (`http://tech.localhost:5173`) is the same site on another port: the proxy
 * presents its writes as coming from that host on the API's port.
 */
function asApiOrigin(origin: string): string {
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!url) return origin;
  url.port = API_PORT;
  return url.origin;
}

const apiProxy: ProxyOptions = {
  target: `http://127.0.0.1:${API_PORT}`,
  configure: (proxy) => {
    proxy.on("proxyReq", (request) => {
      const origin = request.getHeader("origin");
      if (typeof origin === "string") request.setHeader("origin", asApiOrigin(origin));
    });
  },
};

export default defineConfig(
  mergeConfig(workspaceSource(), {
    plugins: [vanillaExtractPlugin(), reactRouter()],
    resolve: {
      alias: {
        // Messages are compiled to ICU ASTs at build time (scripts/compileMessages.ts): ship no parser.
        "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
      },
    },
    server: {
      proxy: { "/api": apiProxy },
    },
  }),
);
