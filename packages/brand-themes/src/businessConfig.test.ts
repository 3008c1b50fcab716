import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "./baseTokens";
import { BRANDS } from "./brands";
import {
  ALTERNATIVE_TITLE,
  type BusinessConfigResponse,
  businessConfigResponseSchema,
  businessConfigSchema,
  GROUP_DEFAULT_NAME,
  resolveBusinessConfig,
  resolveTitle,
} from "./businessConfig";
import { hostToBrand } from "./hostToBrand";
import { resolveColors } from "./resolveTokens";

describe("resolveTitle", () => {
  it("uses the configured title", () => {
    expect(resolveTitle("  Acme Talentos ", "default")).toBe("Acme Talentos");
  });
  it("replaces the group's default name with the fixed alternative title (spec §9)", () => {
    expect(resolveTitle(GROUP_DEFAULT_NAME, "tech")).toBe(ALTERNATIVE_TITLE);
    expect(resolveTitle(` ${GROUP_DEFAULT_NAME.toUpperCase()} `, "default")).toBe(ALTERNATIVE_TITLE);
  });
  it("falls back to the brand's name without a title (spec §8)", () => {
    expect(resolveTitle(null, "finance")).toBe(BRANDS.finance.name);
    expect(resolveTitle("   ", "default")).toBe(BRANDS.default.name);
  });
});

describe("resolveBusinessConfig", () => {
  it("never breaks on a failed or nonsensical answer: default title, icon and colours (spec §8)", () => {
    for (const input of [undefined, null, "<html>502</html>", 0, [], { title: 5, colors: "x", show_salary: "yes" }]) {
      const config = resolveBusinessConfig(input, "default");
      expect(config.brand).toBe("default");
      expect(config.title).toBe("Seleta");
      expect(config.logoUrl).toBeNull();
      expect(config.colors.tokens).toEqual(resolveColors(DEFAULT_COLORS));
      expect(config.show.salary).toBe(false);
    }
  });

  it("reads a full configuration from the API", () => {
    const config = resolveBusinessConfig(
      {
        domain: "vagas.acme.com.br",
        brand: "tech",
        title: "Acme",
        logo_url: "https://cdn.acme.com.br/logo.svg",
        header_url: "/uploads/header.jpg",
        custom_labels: { jobs: "Oportunidades" },
        colors: { light: { primary: "0B5FFF" }, dark: { primary: "0B5FFF" } },
        social_credentials: { github: { enabled: true, client_id: "abc" } },
        show_benefits: false,
        show_opening_data: true,
        show_salary: true,
        show_contract_type: false,
        google_analytics: "G-ACME",
        rules: { max_upload_mb: 5 },
      },
      "default",
    );
    expect(config).toMatchObject({
      brand: "tech",
      isConfigured: true,
      title: "Acme",
      logoUrl: "https://cdn.acme.com.br/logo.svg",
      headerUrl: "/uploads/header.jpg",
      customLabels: { jobs: "Oportunidades" },
      show: { benefits: false, openingData: true, salary: true, contractType: false },
      analyticsId: "G-ACME",
      rules: { max_upload_mb: 5 },
    });
    expect(config.colors.tokens.tone.primary.base).toBe("#0b5fff");
  });

  it("keeps the good fields of a partly broken configuration", () => {
    const config = resolveBusinessConfig(
      { title: "Acme", brand: "nope", show_salary: "yes", colors: { primary: "javascript:alert(1)" } },
      "interim",
    );
    expect(config.brand).toBe("interim");
    expect(config.title).toBe("Acme");
    expect(config.show.salary).toBe(false);
    expect(config.colors.rejected).toEqual(["primary"]);
    expect(config.analyticsId).toBe(BRANDS.interim.analyticsId);
  });

  it("reads a configuration that sends no colours at all", () => {
    const config = resolveBusinessConfig({ title: "Acme", logo_url: "https://cdn.acme.test/logo.svg" }, "tech");
    expect(config).toMatchObject({ isConfigured: true, title: "Acme", logoUrl: "https://cdn.acme.test/logo.svg" });
    expect(config.colors.tokens).toEqual(resolveColors(BRANDS.tech.tokens.colors));
  });

  it("drops logo and header addresses that are not http(s) or root-relative", () => {
    const config = resolveBusinessConfig(
      { logo_url: "javascript:alert(1)", header_url: "//evil.example/x.png" },
      "tech",
    );
    expect(config.logoUrl).toBeNull();
    expect(config.headerUrl).toBeNull();
  });
});

/** What the API serves for a configured host (its response schema is `businessConfigResponseSchema`). */
const served: BusinessConfigResponse = {
  domain: "vagas.acme.com.br",
  brand: "finance",
  is_default: false,
  title: "Acme",
  logo_url: null,
  header_url: "/uploads/header.jpg",
  path_assets: "/brands/finance",
  path_components: "finance",
  custom_labels: { jobs: "Oportunidades" },
  colors: { light: { ...BRANDS.finance.tokens.colors, primary: "#0b5fff" }, dark: BRANDS.finance.tokens.colors },
  social_credentials: { google: { enabled: true, client_id: "id" } },
  show_benefits: false,
  show_opening_data: true,
  show_salary: true,
  show_contract_type: false,
  google_analytics: "G-ACME",
  rules: { max_upload_mb: 5 },
};

describe("one schema for the API's answer and the client's parse", () => {
  it("the client's parse keeps every field of a valid answer as served", () => {
    expect(businessConfigResponseSchema.parse(served)).toEqual(served);
    expect(businessConfigSchema.parse(served)).toEqual(served);
    expect(Object.keys(businessConfigSchema.shape).sort()).toEqual(
      Object.keys(businessConfigResponseSchema.shape).sort(),
    );
  });

  it("the API's schema rejects what the client would only tolerate", () => {
    expect(businessConfigResponseSchema.safeParse({ ...served, show_salary: "yes" }).success).toBe(false);
    expect(businessConfigResponseSchema.safeParse({ ...served, colors: { light: {} } }).success).toBe(false);
    expect(businessConfigSchema.parse({ ...served, show_salary: "yes" }).show_salary).toBe(false);
  });
});

describe("the brand a page wears", () => {
  it("is the configuration's on a business's own domain, the host's own on a brand's host", () => {
    expect(resolveBusinessConfig(served, hostToBrand("vagas.acme.com.br")).brand).toBe("finance");
    // The demo's localhost is configured by Seleta Executive Search's business, yet stays the local brand.
    expect(resolveBusinessConfig({ ...served, brand: "executive" }, hostToBrand("localhost")).brand).toBe("local");
    expect(resolveBusinessConfig({ ...served, brand: "nope" }, hostToBrand("vagas.acme.com.br")).brand).toBe("default");
  });
});

describe("a host nobody configured", () => {
  it("wears its brand's own look, not the generic defaults the API serves for it", () => {
    const config = resolveBusinessConfig(
      {
        ...served,
        brand: "tech",
        is_default: true,
        title: "Seleta",
        colors: { light: DEFAULT_COLORS, dark: DEFAULT_COLORS },
      },
      "tech",
    );
    expect(config.brand).toBe("tech");
    expect(config.isConfigured).toBe(false);
    expect(config.title).toBe(BRANDS.tech.name);
    expect(config.colors.tokens).toEqual(resolveColors(BRANDS.tech.tokens.colors));
    expect(config.hasOwnColors).toBe(false);
  });
});

describe("hasOwnColors", () => {
  it("is true only when a configured colour differs from the brand's", () => {
    expect(resolveBusinessConfig(served, "default").hasOwnColors).toBe(true);
    const same = { ...served, colors: { light: BRANDS.finance.tokens.colors, dark: BRANDS.finance.tokens.colors } };
    expect(resolveBusinessConfig(same, "default").hasOwnColors).toBe(false);
    // Upper case names the same colour.
    const spelled = { ...served, colors: { primary: BRANDS.finance.tokens.colors.primary.toUpperCase() } };
    expect(resolveBusinessConfig(spelled, "default").hasOwnColors).toBe(false);
    expect(resolveBusinessConfig(undefined, "tech").hasOwnColors).toBe(false);
  });
});
