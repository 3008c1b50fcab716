import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { presentationHtml, presentationText } from "./presentationText";

describe("a presentation between the textarea and the stored HTML", () => {
  it("makes one paragraph per blank-line block and a <br> per line break", () => {
    expect(presentationHtml("Primeiro parágrafo.\nSegunda linha.\n\n  Outro.  \n")).toBe(
      "<p>Primeiro parágrafo.<br>Segunda linha.</p><p>Outro.</p>",
    );
  });

  it("escapes what the recruiter types: markup typed stays text", () => {
    expect(presentationHtml(`<script>alert("x")</script> & 'b'`)).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;b&#39;</p>",
    );
  });

  it("stores nothing typed as none", () => {
    expect(presentationHtml("  \n\n \t ")).toBeNull();
    expect(presentationText(null)).toBe("");
  });

  it("reads the server's sanitised HTML as text", () => {
    expect(
      presentationText(
        "<p>Forte em <strong>FP&amp;A</strong>.</p><ul><li>Inglês</li></ul><p>a<br/>b&nbsp;c &#233;&#xe9;</p>",
      ),
    ).toBe("Forte em FP&A.\n\nInglês\n\na\nb c éé");
  });

  it("reads back exactly what was typed, once its blank lines and edges are tidied", () => {
    const line = fc.string({ unit: fc.constantFrom("a", "b", "&", "<", ">", '"', "'", ";", "#", " ", "é") });
    fc.assert(
      fc.property(fc.array(fc.array(line, { minLength: 1, maxLength: 3 }), { maxLength: 4 }), (blocks) => {
        const paragraphs = blocks
          .map((lines) =>
            lines
              .map((l) => l.trim())
              .filter((l) => l !== "")
              .join("\n"),
          )
          .filter((p) => p !== "");
        const typed = paragraphs.join("\n\n");
        expect(presentationText(presentationHtml(typed))).toBe(typed);
      }),
    );
  });
});
