/**
 * Social sign-in in a real browser: a local OpenID Provider (oidc-provider, with its development login and consent
 * pages) stands in for Google. The administrator gives the `localhost` site Google's credentials; a visitor opens
 * the home's sign-in panel, presses "Entrar com Google", signs in and consents at the provider, and comes back to
 * our callback as a new candidate, who is sent to the registration wizard with the way back to the page asked for.
 * The flow's rules (PKCE, state, nonce, an unverified e-mail, a known account) are the API's tests (oidc.test.ts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import Provider from "oidc-provider";
import { ADMIN, apiJson, signedInApi } from "./support/recruiters";

const origin = `http://localhost:${process.env.E2E_PORT}`;
const CLIENT = { client_id: "seleta-e2e", client_secret: "an-e2e-secret-of-enough-length-0123456789" };

type SiteConfig = { id: number; domain: string };

/** The local provider: anyone signs in with any password, as `<login>@gmail.example`, e-mail verified. */
async function startProvider(): Promise<{ issuer: string; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        ...CLIENT,
        redirect_uris: [`${origin}/api/v1/auth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    findAccount: (_context, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: `${id}@gmail.example`, email_verified: true, name: "Gabriela Google" }),
    }),
    features: { devInteractions: { enabled: true } },
  });
  server.on("request", provider.callback());
  return { issuer, server };
}

/** Sets the `localhost` site's social credentials (written, never answered), as an administrator would. */
async function setCredentials(credentials: Record<string, string>): Promise<void> {
  const api = await signedInApi(origin, ADMIN.email);
  try {
    const where = encodeURIComponent(JSON.stringify({ domain: "localhost" }));
    const { site_configs } = await apiJson<{ site_configs: SiteConfig[] }>(
      api,
      "get",
      `/recruiters/administrator/site_configs?where=${where}`,
    );
    const site = site_configs[0];
    if (!site) throw new Error("The demo has no site configuration for localhost");
    await apiJson(api, "patch", `/recruiters/administrator/site_configs/${site.id}`, {
      site_config: { social_credentials: credentials },
    });
  } finally {
    await api.dispose();
  }
}

test("a visitor signs in with Google from the home's panel and goes on to the registration wizard", async ({
  page,
}) => {
  const { issuer, server } = await startProvider();
  await setCredentials({
    google_client_id: CLIENT.client_id,
    google_client_secret: CLIENT.client_secret,
    google_issuer: issuer,
  });
  try {
    const back = "/candidates/candidacy";
    await page.goto(`/?redirect=${encodeURIComponent(back)}`);
    const panel = page.getByRole("region", { name: "Entrar como candidato" });
    await panel.getByRole("link", { name: "Entrar com Google" }).click();

    // The provider's own pages: sign in (any password), then consent.
    await expect(page).toHaveURL((url) => url.origin === issuer);
    const login = `gabriela.${Date.now()}`;
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any");
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    // Back at our callback: a new candidate, signed in, whose registration starts now.
    await expect(page).toHaveURL(
      (url) => url.pathname === "/candidates/register/" && url.searchParams.get("redirect") === back,
      { timeout: 20_000 },
    );
    const me = await page.request.get("/api/v1/candidates");
    expect(await me.json()).toMatchObject({ candidate: { email: `${login}@gmail.example`, name: "Gabriela Google" } });
  } finally {
    await setCredentials({});
    await new Promise((resolve) => server.close(resolve));
  }
});
