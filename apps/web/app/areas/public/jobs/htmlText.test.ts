import { describe, expect, it } from "vitest";
import { htmlText } from "./htmlText";

describe("the plain text of a job's HTML", () => {
  it("drops tags, keeps words apart where blocks end, reads entities", () => {
    expect(htmlText("<p>Conduzir o <strong>FP&amp;A</strong>.</p><ul><li>Inglês</li><li>SQL</li></ul>")).toBe(
      "Conduzir o FP&A. Inglês SQL",
    );
    expect(htmlText("a&nbsp;b &#233; &#xE9; &lt;tag&gt; &unknown;")).toBe("a b é é <tag> &unknown;");
  });
});
