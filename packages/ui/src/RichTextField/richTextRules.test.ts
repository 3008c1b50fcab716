import { describe, expect, it } from "vitest";
import { isRichTextHref, richTextHref, richTextIsEmpty, richTextValue } from "./richTextRules";

describe("a rich text's value", () => {
  it("is empty when the editor holds no text", () => {
    expect(richTextValue("<p></p>")).toBe("");
    expect(richTextValue("  <p> </p><p><br></p> ")).toBe("");
    expect(richTextValue("<ul><li><p>&nbsp;</p></li></ul>")).toBe("");
    expect(richTextValue(null)).toBe("");
    expect(richTextIsEmpty("<p>a</p>")).toBe(false);
  });

  it("drops the empty paragraph the editor keeps after a list or a heading at the end", () => {
    expect(richTextValue("<ul><li><p>a</p></li></ul><p></p>")).toBe("<ul><li><p>a</p></li></ul>");
    expect(richTextValue("<h3>T</h3><p></p><p></p>")).toBe("<h3>T</h3>");
    expect(richTextValue("<p>a</p><p></p><p>b</p>")).toBe("<p>a</p><p></p><p>b</p>");
  });
});

describe("a rich text's links", () => {
  it("point at the web or a mail address only", () => {
    expect(isRichTextHref("https://exemplo.com")).toBe(true);
    expect(isRichTextHref("HTTP://exemplo.com")).toBe(true);
    expect(isRichTextHref("mailto:ana@exemplo.com")).toBe(true);
    expect(isRichTextHref("javascript:alert(1)")).toBe(false);
    expect(isRichTextHref(" data:text/html,x")).toBe(false);
    expect(isRichTextHref("/relativo")).toBe(false);
    expect(isRichTextHref("tel:+5511999999999")).toBe(false);
  });

  it("are made absolute as typed in the link box", () => {
    expect(richTextHref("exemplo.com/vaga?id=1")).toBe("https://exemplo.com/vaga?id=1");
    expect(richTextHref("ana@exemplo.com")).toBe("mailto:ana@exemplo.com");
    expect(richTextHref(" https://exemplo.com ")).toBe("https://exemplo.com");
    expect(richTextHref("javascript:alert(1)")).toBeNull();
    expect(richTextHref("não é endereço")).toBeNull();
    expect(richTextHref("")).toBeNull();
  });
});
