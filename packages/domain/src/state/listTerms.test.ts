import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { termsToText, textToTerms, tokeniseTerms } from "./listTerms";

/** A fixed seed: a failure shows again on the next run, and the run's time does not vary. */
const RUNS = { seed: 20_261_203, numRuns: 300 };

/** Text as people type it in a terms box: words, quotes, runs of spaces, tabs, accents. */
const typedText = fc
  .array(fc.oneof(fc.constantFrom('"', " ", "  ", "\t", "java", "gestão", "de", "c++", 'a"b'), fc.string()), {
    maxLength: 12,
  })
  .map((parts) => parts.join(""));

/** A term as the list state holds one: no quote, no blank at its ends, single spaces inside. */
const term = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 20 })
  .map((text) => text.replace(/"/g, "").trim().replace(/\s+/g, " "))
  .filter((text) => text !== "");

describe("the terms tokeniser", () => {
  it("splits words and quoted phrases, ignoring empty quotes and folding spaces", () => {
    expect(tokeniseTerms(' java  "gestão   de pessoas" "" "sql"  "unclosed phrase')).toEqual([
      { text: "java", phrase: false },
      { text: "gestão de pessoas", phrase: true },
      { text: "sql", phrase: false },
      { text: "unclosed phrase", phrase: true },
    ]);
  });

  it("ends a word at a quote, which starts a phrase", () => {
    expect(tokeniseTerms('java"product owner"')).toEqual([
      { text: "java", phrase: false },
      { text: "product owner", phrase: true },
    ]);
  });

  it("reads a box's words and phrases once each", () => {
    expect(textToTerms(' java  "product   owner" java "react')).toEqual(["java", "product owner", "react"]);
    expect(textToTerms("   ")).toEqual([]);
  });

  it("quotes phrases when written back", () => {
    expect(termsToText(["java", "product owner", " "])).toBe('java "product owner"');
  });

  it("reads back what it wrote: textToTerms(termsToText(terms)) = terms", () => {
    fc.assert(
      fc.property(fc.uniqueArray(term, { maxLength: 8 }), (terms) => {
        expect(textToTerms(termsToText(terms))).toEqual(terms);
      }),
      RUNS,
    );
  });

  it("gives a box's terms unchanged when they are written and read again", () => {
    fc.assert(
      fc.property(typedText, (text) => {
        const terms = textToTerms(text);
        expect(textToTerms(termsToText(terms))).toEqual(terms);
      }),
      RUNS,
    );
  });

  it("gives the box (the web app) the terms the list query (the API) searches, each once", () => {
    fc.assert(
      fc.property(typedText, (text) => {
        const searched = tokeniseTerms(text).map((item) => item.text);
        expect(textToTerms(text)).toEqual([...new Set(searched)]);
        for (const item of tokeniseTerms(text)) expect(item.text).not.toMatch(/"|^\s|\s$|\s\s/);
      }),
      RUNS,
    );
  });
});
