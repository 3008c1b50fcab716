import { describe, expect, it } from "vitest";
import { absoluteUrl, metaDescription, publicPageMeta } from "./pageMeta";

const root = {
  id: "root",
  data: { locale: "pt-BR", business: { title: "Seleta Tech", origin: "https://tech.seleta.com.br" } },
};

describe("a public page's meta", () => {
  it("names the page and the site, and points every URL at the site's configured origin", () => {
    const meta = publicPageMeta([root, { id: "public/layout" }], {
      title: "Vagas",
      description: "Vagas abertas em tecnologia.",
      path: "/jobs",
      image: "/brands/tech/logo.svg",
    });
    expect(meta).toContainEqual({ title: "Vagas · Seleta Tech" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://tech.seleta.com.br/jobs" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://tech.seleta.com.br/jobs" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://tech.seleta.com.br/brands/tech/logo.svg" });
    expect(meta).toContainEqual({ name: "description", content: "Vagas abertas em tecnologia." });
  });

  it("leaves canonical and og:url out when the site's origin is unknown, instead of guessing it", () => {
    const meta = publicPageMeta([{ id: "root", data: { business: { title: "Seleta", origin: null } } }], {
      title: "Seleta",
      description: "x",
      path: "/home",
    });
    expect(meta).toContainEqual({ title: "Seleta" });
    expect(meta.some((tag) => "rel" in tag || ("property" in tag && tag.property === "og:url"))).toBe(false);
  });
});

describe("the pieces", () => {
  it("keeps absolute URLs and roots relative paths on the origin", () => {
    expect(absoluteUrl("https://a.com.br", "jobs")).toBe("https://a.com.br/jobs");
    expect(absoluteUrl("https://a.com.br", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
    expect(absoluteUrl(null, "/jobs")).toBeNull();
  });

  it("cuts a long description at a word, on one line", () => {
    const long = `${"palavra ".repeat(40)}\nfim`;
    const description = metaDescription(long);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/palavra…$/);
    expect(metaDescription("  duas\n linhas ")).toBe("duas linhas");
  });
});
