import { BRANDS, DEFAULT_COLORS, hostToBrand, resolveColors } from "@seleta/brand-themes/brands";
import { describe, expect, it } from "vitest";
import {
  BUSINESS_CONFIG_DEFAULTS,
  type BusinessConfigAnswer,
  businessConfigAnswerSchema,
  receivedBusinessConfigSchema,
  resolveBusinessConfig,
} from "./businessConfig";

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

/** What the API serves for a configured host (its response schema is `businessConfigAnswerSchema`). */
const served: BusinessConfigAnswer = {
  domain: "vagas.acme.com.br",
  origin: "https://vagas.acme.com.br",
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
    expect(businessConfigAnswerSchema.parse(served)).toEqual(served);
    expect(receivedBusinessConfigSchema.parse(served)).toEqual(served);
    expect(Object.keys(receivedBusinessConfigSchema.shape).sort()).toEqual(
      Object.keys(businessConfigAnswerSchema.shape).sort(),
    );
  });

  it("the API's schema rejects what the client would only tolerate", () => {
    expect(businessConfigAnswerSchema.safeParse({ ...served, show_salary: "yes" }).success).toBe(false);
    expect(businessConfigAnswerSchema.safeParse({ ...served, colors: { light: {} } }).success).toBe(false);
    expect(receivedBusinessConfigSchema.parse({ ...served, show_salary: "yes" }).show_salary).toBe(false);
  });
});

describe("the site's origin", () => {
  it("is the served origin when it is an http(s) one, else unknown", () => {
    expect(resolveBusinessConfig(served, "finance").origin).toBe("https://vagas.acme.com.br");
    expect(resolveBusinessConfig({ ...served, origin: "javascript:alert(1)" }, "finance").origin).toBeNull();
    expect(resolveBusinessConfig({ ...served, origin: undefined }, "finance").origin).toBeNull();
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

describe("one set of defaults", () => {
  it("a page reads a malformed field as the default the server would have answered", () => {
    const received = receivedBusinessConfigSchema.parse({
      ...served,
      logo_url: 5,
      custom_labels: "x",
      social_credentials: [1],
      show_benefits: "no",
      show_opening_data: 0,
      show_salary: "yes",
      show_contract_type: null,
      google_analytics: 7,
      rules: "none",
    });
    for (const [key, value] of Object.entries(BUSINESS_CONFIG_DEFAULTS)) {
      if (key === "header_url") continue;
      expect(received[key as keyof typeof received], key).toEqual(value);
    }
  });

  it("a page with no configuration shows what the defaults say", () => {
    const config = resolveBusinessConfig(undefined, "tech");
    expect(config.show).toEqual({
      benefits: BUSINESS_CONFIG_DEFAULTS.show_benefits,
      openingData: BUSINESS_CONFIG_DEFAULTS.show_opening_data,
      salary: BUSINESS_CONFIG_DEFAULTS.show_salary,
      contractType: BUSINESS_CONFIG_DEFAULTS.show_contract_type,
    });
    expect(config).toMatchObject({ customLabels: {}, socialCredentials: {}, rules: {}, logoUrl: null });
  });

  it("hands every page objects of its own, never the shared defaults", () => {
    const first = resolveBusinessConfig({ ...served, custom_labels: 5, rules: "x" }, "tech");
    first.customLabels.jobs = "Vagas";
    first.rules.max_upload_mb = 1;
    const second = resolveBusinessConfig({ ...served, custom_labels: 5, rules: "x" }, "tech");
    expect(second.customLabels).toEqual({});
    expect(second.rules).toEqual({});
    const unconfigured = resolveBusinessConfig(undefined, "tech");
    unconfigured.socialCredentials.github = { enabled: true, client_id: "x" };
    expect(resolveBusinessConfig(undefined, "tech").socialCredentials).toEqual({});
  });
});
