import { contrastRatio, WCAG_AA_TEXT } from "@seleta/brand-themes/brands";
import { describe, expect, it } from "vitest";
import { brandedMailHtml } from "./brandedMail";

const content = {
  locale: "pt-BR" as const,
  heading: "Shortlist: <Diretora> & cia",
  paragraphs: ['Olá, Ana "Boss".', "Linha 1\nLinha 2"],
  action: { label: "Ver a shortlist", href: "https://executive.seleta.com.br/shortlist/abc?token=x&y=1" },
  signatureHtml: "<p><strong>Rui</strong> · Sócio</p>",
  footer: "Você recebeu este e-mail porque <firm> conduz um processo.",
};

describe("brandedMailHtml", () => {
  it("escapes every text, keeps the stored signature's markup and the link's query", () => {
    const html = brandedMailHtml({ name: "Seleta <Executive>", primary: "#0b3d91" }, content);
    expect(html).toContain("Shortlist: &lt;Diretora&gt; &amp; cia");
    expect(html).toContain("Olá, Ana &quot;Boss&quot;.");
    expect(html).toContain("Linha 1<br>Linha 2");
    expect(html).toContain("Seleta &lt;Executive&gt;");
    expect(html).toContain("porque &lt;firm&gt; conduz");
    expect(html).toContain("<p><strong>Rui</strong> · Sócio</p>");
    expect(html).toContain('href="https://executive.seleta.com.br/shortlist/abc?token=x&amp;y=1"');
    expect(html).not.toContain("<Diretora>");
    expect(html).toContain('<html lang="pt-BR">');
  });

  it("draws the button in the brand's colour, shaded until its label reads", () => {
    for (const primary of ["#0b3d91", "#e72576", "#ffd400", "#f6f7fb"]) {
      const html = brandedMailHtml({ name: "Seleta", primary }, content);
      const [, background, color] =
        html.match(/background-color:(#[0-9a-f]{6});color:(#[0-9a-f]{6});padding:12px/) ?? [];
      if (!background || !color) throw new Error(`No button for ${primary}`);
      expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });

  it("refuses a button link that is not a web address", () => {
    const action = { label: "x", href: "javascript:alert(1)" };
    expect(() => brandedMailHtml({ name: "Seleta", primary: "#0b3d91" }, { ...content, action })).toThrow(
      /Not a web link/,
    );
  });

  it("leaves the signature out when there is none", () => {
    const html = brandedMailHtml({ name: "Seleta", primary: "#0b3d91" }, { ...content, signatureHtml: "  " });
    expect(html).not.toContain("margin-top:24px");
  });
});
