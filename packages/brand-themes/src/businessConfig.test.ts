import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS } from "./baseTokens";
import { BRANDS } from "./brands";
import { ALTERNATIVE_TITLE, GROUP_DEFAULT_NAME, resolveBusinessConfig, resolveTitle } from "./businessConfig";
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

  it("drops logo and header addresses that are not http(s) or root-relative", () => {
    const config = resolveBusinessConfig(
      { logo_url: "javascript:alert(1)", header_url: "//evil.example/x.png" },
      "tech",
    );
    expect(config.logoUrl).toBeNull();
    expect(config.headerUrl).toBeNull();
  });
});
