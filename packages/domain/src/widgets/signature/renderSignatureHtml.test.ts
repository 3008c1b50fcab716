import { describe, expect, it } from "vitest";
import { groupCompanies } from "../../catalogues/groupCompanies";
import { escapeHtml } from "../../format/html";
import { renderSignatureHtml } from "./renderSignatureHtml";

const ana = {
  name: "Ana Souza",
  title: "Consultora Sênior",
  email: "ana.souza@seleta.com.br",
  linkedin: "linkedin.com/in/anasouza",
  mobile_phone: "11987654321",
  phone: "1134567890",
};

const PLACEHOLDERS = { name: "Nome", title: "Cargo", phone: "Telefone", email: "E-mail" };

/** Every attribute name used in the markup. */
function attributes(html: string): Set<string> {
  return new Set([...html.matchAll(/\s([a-z-]+)="/g)].map((match) => match[1] ?? ""));
}

describe("renderSignatureHtml (spec §2 signature, stored by PUT /recruiters/)", () => {
  it("shows the person, their title, the company and their contacts, with links a mail client opens", () => {
    const html = renderSignatureHtml(ana, 2);
    expect(html).toContain("Ana Souza");
    expect(html).toContain("Consultora Sênior");
    expect(html).toContain("Seleta Executive Search");
    expect(html).toContain('href="mailto:ana.souza@seleta.com.br"');
    expect(html).toContain('href="tel:11987654321"');
    expect(html).toContain("(11) 98765-4321");
    expect(html).toContain("(11) 3456-7890");
    // Spec §5: a LinkedIn link without a scheme gets https://.
    expect(html).toContain('href="https://linkedin.com/in/anasouza"');
    expect(html).toContain('href="https://executive.seleta.com.br"');
  });

  it("is e-mail-client-safe: tables and inline styles, no classes, scripts, style sheets or flexbox", () => {
    for (const company of groupCompanies.entries) {
      const html = renderSignatureHtml(ana, company.id);
      expect(html.startsWith("<table")).toBe(true);
      expect(html).not.toMatch(/<(script|style|link|div class|svg|iframe)/i);
      expect(html).not.toMatch(/display:\s*(flex|grid)/i);
      // Only presentation attributes, styles and links: no class, id or event handler for a client to strip.
      const allowed = ["role", "cellpadding", "cellspacing", "border", "style", "href", "src", "alt", "width"];
      expect([...attributes(html)].filter((name) => !allowed.includes(name))).toEqual([]);
    }
  });

  it("lays the signature out by company (spec §2: the layout depends on the company)", () => {
    const logoLeft = renderSignatureHtml(ana, 1);
    const logoTop = renderSignatureHtml(ana, 5);
    const banner = renderSignatureHtml(ana, 3);
    expect(new Set([logoLeft, logoTop, banner]).size).toBe(3);
    // Logo beside the person: one row of two cells.
    expect(logoLeft.match(/<tr>/g)).toHaveLength(1);
    expect(logoLeft.match(/<td/g)).toHaveLength(2);
    // Logo above: three rows, the company name first.
    expect(logoTop.match(/<tr>/g)).toHaveLength(3);
    expect(logoTop.indexOf("Seleta Interim")).toBeLessThan(logoTop.indexOf("Ana Souza"));
    // Banner: the company's coloured strip comes last, under the person.
    expect(banner.indexOf("Ana Souza")).toBeLessThan(banner.indexOf("background-color"));
  });

  it("uses each brand's colour, darkened where white text would not read on it", () => {
    // Executive navy is dark enough as it is; the default pink needs a darker shade for 4.5:1.
    expect(renderSignatureHtml(ana, 2)).toContain("#1b365d");
    const seletaGroup = renderSignatureHtml(ana, 1);
    expect(seletaGroup).not.toContain("#e72576");
    expect(renderSignatureHtml(ana, 3)).toContain("background-color:#6c2bd9");
  });

  it("escapes everything a recruiter types: no markup and no attribute break-out", () => {
    const html = renderSignatureHtml(
      {
        ...ana,
        name: '<script>alert("x")</script>',
        title: "R&D <b>lead</b>",
        linkedin: 'linkedin.com/in/x" onmouseover="alert(1)',
      },
      1,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("R&amp;D &lt;b&gt;lead&lt;/b&gt;");
    expect(html).not.toMatch(/onmouseover=/i);
  });

  it("drops links it cannot trust: javascript: LinkedIn and a malformed e-mail stay plain text", () => {
    const html = renderSignatureHtml({ ...ana, linkedin: "javascript:alert(1)", email: "not an email" }, 1);
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("LinkedIn");
    expect(html).not.toContain("mailto:");
    expect(html).toContain("not an email");
  });

  it("takes the company's PNG logo only from an https address", () => {
    const withLogo = renderSignatureHtml(ana, 1, { logoUrl: "https://cdn.seleta.com.br/logos/group.png" });
    expect(withLogo).toContain('<img src="https://cdn.seleta.com.br/logos/group.png" alt="Grupo Seleta"');
    const insecure = renderSignatureHtml(ana, 1, { logoUrl: "http://cdn.example/logo.png" });
    expect(insecure).not.toContain("<img");
    expect(renderSignatureHtml(ana, 1, { logoUrl: 'https://x.example/a.png" onerror="x' })).not.toContain("<img");
  });

  it("shows the placeholders Nome / Cargo / Telefone / E-mail for empty values in the preview only", () => {
    const preview = renderSignatureHtml({}, 1, { placeholders: PLACEHOLDERS });
    for (const text of ["Nome", "Cargo", "Telefone", "E-mail"]) expect(preview).toContain(`>${text}</p>`);
    const stored = renderSignatureHtml({ name: "Ana" }, 1);
    expect(stored).not.toContain("Cargo");
    expect(stored).not.toContain("Telefone");
    expect(stored).not.toContain("mailto:");
  });

  it("names the company in the recruiter's language", () => {
    expect(renderSignatureHtml(ana, 6, { locale: "en" })).toContain("Seleta Legal");
    expect(renderSignatureHtml(ana, 6)).toContain("Seleta Jurídico");
  });

  it("still renders the person while no company is chosen", () => {
    const html = renderSignatureHtml(ana, null);
    expect(html).toContain("Ana Souza");
    expect(html).not.toMatch(/href="https:\/\/[a-z.]*seleta\.com\.br"/);
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });
});
