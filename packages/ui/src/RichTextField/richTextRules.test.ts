import { describe, expect, it } from "vitest";
import {
  isRichTextHref,
  RICH_TEXT_SAMPLE,
  richTextEditorKeeps,
  richTextHref,
  richTextIsEmpty,
  richTextValue,
} from "./richTextRules";

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

describe("what the editor keeps", () => {
  it("is everything it writes, and bold and italic written the old way", () => {
    expect(richTextEditorKeeps(RICH_TEXT_SAMPLE)).toBe(true);
    expect(richTextEditorKeeps("<p><b>Forte</b> e <i>leve</i><br/></p>")).toBe(true);
    expect(richTextEditorKeeps("Só texto, sem marcação")).toBe(true);
    expect(richTextEditorKeeps("")).toBe(true);
    expect(richTextEditorKeeps(null)).toBe(true);
  });

  it("is not a mail's layout: tables, images, inline styles, classes, comments, other links", () => {
    for (const html of [
      '<table role="presentation"><tr><td>Olá</td></tr></table>',
      '<p>Logo: <img src="https://exemplo.com/logo.png" alt="Logo"></p>',
      '<p style="color: #c00">Vermelho</p>',
      '<p class="destaque">Texto</p>',
      "<div>Bloco</div>",
      "<p>Antes</p><!--[if mso]><p>Outlook</p><![endif]-->",
      '<p><a href="tel:+5511999999999">Ligue</a></p>',
      "<p><span>Texto</span></p>",
      "<h2>Título</h2>",
    ]) {
      expect(richTextEditorKeeps(html), html).toBe(false);
    }
  });
});
