import { describe, expect, it } from "vitest";
import { plainSummary, publicHtml } from "./contentHtml";

describe("publicHtml", () => {
  it("keeps an article's structure and drops what runs or styles", () => {
    const html = publicHtml(
      '<h1>Título</h1><p style="color:red" onclick="x()">Texto <strong>forte</strong></p><script>alert(1)</script>',
    );
    expect(html).toBe("<h2>Título</h2><p>Texto <strong>forte</strong></p>");
  });

  it("refuses javascript: links and marks links to other sites", () => {
    expect(publicHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(publicHtml('<a href="https://example.com/a" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(publicHtml('<a href="/jobs">vagas</a>')).toBe('<a href="/jobs">vagas</a>');
  });

  it("drops images and frames inside the text", () => {
    expect(publicHtml('<p>a<img src="https://x/y.png"><iframe src="https://x"></iframe></p>')).toBe("<p>a</p>");
  });
});

describe("plainSummary", () => {
  it("reads the text of the HTML on one line", () => {
    expect(plainSummary("<p>Uma &amp; duas</p>\n<p>linhas</p>")).toBe("Uma & duas linhas");
  });

  it("cuts at a word with an ellipsis", () => {
    const summary = plainSummary(`<p>${"palavra ".repeat(50)}</p>`, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith("palavra…")).toBe(true);
  });
});
