import { BRANDS, vars } from "@seleta/brand-themes";
import { resolveBusinessConfig } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { pageBusiness } from "./pageBusiness";

/** `vars.color.tone.primary.base` is `var(--name)`: the name the inline style sets. */
const variableName = (reference: string) => reference.replace(/^var\((--[^,)]+).*$/, "$1");

describe("pageBusiness", () => {
  it("puts a configured primary colour in the body's CSS variables", () => {
    const page = pageBusiness(
      resolveBusinessConfig({ title: "Acme", colors: { light: { primary: "#0b5fff" } } }, "default"),
    );
    expect(page.title).toBe("Acme");
    expect(page.themeStyle?.[variableName(vars.color.tone.primary.base)]).toBe("#0b5fff");
  });

  it("adds no inline style when the colours are the brand's own, or the configuration is broken", () => {
    const brandColors = BRANDS.tech.tokens.colors;
    expect(pageBusiness(resolveBusinessConfig({ brand: "tech", colors: brandColors }, "default")).themeStyle).toBe(
      undefined,
    );
    expect(pageBusiness(resolveBusinessConfig("<html>502</html>", "tech")).themeStyle).toBeUndefined();
    expect(pageBusiness(resolveBusinessConfig({ colors: { primary: "red; }" } }, "tech")).themeStyle).toBeUndefined();
  });

  it("uses the business's logo as the icon, or the brand's own logo file", () => {
    expect(pageBusiness(resolveBusinessConfig({ logo_url: "https://cdn.acme.test/l.svg" }, "tech")).iconHref).toBe(
      "https://cdn.acme.test/l.svg",
    );
    const fallback = pageBusiness(resolveBusinessConfig(undefined, "finance"));
    expect(fallback).toMatchObject({ iconHref: "/brands/finance/logo.svg", logoUrl: null, title: BRANDS.finance.name });
  });

  it("carries the header image, custom labels, show switches and analytics id the public pages apply", () => {
    const page = pageBusiness(
      resolveBusinessConfig(
        {
          header_url: "https://cdn.acme.test/hero.jpg",
          custom_labels: { jobs: "Vagas abertas" },
          show_salary: true,
          show_benefits: false,
          google_analytics: "G-ACME123",
        },
        "tech",
      ),
    );
    expect(page).toMatchObject({
      headerUrl: "https://cdn.acme.test/hero.jpg",
      customLabels: { jobs: "Vagas abertas" },
      show: { salary: true, benefits: false, contractType: true, openingData: true },
      analyticsId: "G-ACME123",
    });
    expect(pageBusiness(resolveBusinessConfig(undefined, "tech")).analyticsId).toBe(BRANDS.tech.analyticsId);
  });

  it("says recruiters may sign in with Microsoft only when the business turned it on", () => {
    const withMicrosoft = (enabled: boolean) =>
      resolveBusinessConfig({ social_credentials: { microsoft: { enabled, client_id: "app-id" } } }, "tech");
    expect(pageBusiness(withMicrosoft(true)).microsoftSignIn).toBe(true);
    expect(pageBusiness(withMicrosoft(false)).microsoftSignIn).toBe(false);
    expect(pageBusiness(resolveBusinessConfig({}, "tech")).microsoftSignIn).toBe(false);
  });
});
