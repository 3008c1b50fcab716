import { describe, expect, it } from "vitest";
import { optionalPublicHtml, publicHtml } from "./publicHtml";

describe("publicHtml: a job's rich text as the public site shows it", () => {
  it.each([
    ["<p>Gestão de <strong>pessoas</strong></p>", "<p>Gestão de <strong>pessoas</strong></p>"],
    ["<ul><li>Inglês</li></ul>", "<ul><li>Inglês</li></ul>"],
    ['<p onclick="x()" style="color:red">Texto</p>', "<p>Texto</p>"],
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src="https://tracker.example/p.gif"><p>ok</p>', "<p>ok</p>"],
    ["<table><tr><td>célula</td></tr></table>", "célula"],
    ["<h1>Sobre</h1>", "<h2>Sobre</h2>"],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="nofollow noopener noreferrer">x</a>'],
    [
      '<a href="https://seleta.example/x" target="_self">site</a>',
      '<a href="https://seleta.example/x" target="_blank" rel="nofollow noopener noreferrer">site</a>',
    ],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', "<p>a</p>"],
  ])("%s", (stored, shown) => {
    expect(publicHtml(stored)).toBe(shown);
  });

  it("is empty for nothing", () => {
    expect(publicHtml(null)).toBe("");
    expect(optionalPublicHtml("<p> &nbsp; </p>")).toBeNull();
    expect(optionalPublicHtml("<p>x</p>")).toBe("<p>x</p>");
  });
});
