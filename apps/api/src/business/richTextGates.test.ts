import { RICH_TEXT_LINK_REL, RICH_TEXT_SAMPLE } from "@seleta/ui/rich-text";
import { describe, expect, it } from "vitest";
import { optionalPublicHtml, publicHtml } from "../publicSite/publicHtml";
import { storedPresentation } from "../shortlists/builder";
import { sanitizeSignature } from "./signatureHtml";

/**
 * The editor's HTML as each gate writes it back: the same elements, attributes and text, a line break written
 * `<br />`, and a link's target and rel set by the gate.
 */
const asSanitised = (html: string) => html.replaceAll("<br>", "<br />");
const storedLinks = (html: string) =>
  asSanitised(html).replaceAll(`rel="${RICH_TEXT_LINK_REL}"`, 'rel="noopener noreferrer"');
const shownLinks = (html: string) =>
  asSanitised(html).replace(
    /<a target="_blank" rel="[^"]*" href="([^"]*)">/g,
    '<a href="$1" target="_blank" rel="nofollow noopener noreferrer">',
  );

describe("the rich-text field's structure through the server's gates", () => {
  it("is stored whole: every element and attribute the editor writes passes the stored form's gate", () => {
    expect(sanitizeSignature(RICH_TEXT_SAMPLE)).toBe(storedLinks(RICH_TEXT_SAMPLE));
    expect(storedPresentation(RICH_TEXT_SAMPLE)).toBe(storedLinks(RICH_TEXT_SAMPLE));
  });

  it("is shown whole: what was stored passes the gate of the pages clients and visitors read", () => {
    const stored = sanitizeSignature(RICH_TEXT_SAMPLE) ?? "";
    expect(publicHtml(stored)).toBe(shownLinks(RICH_TEXT_SAMPLE));
    expect(optionalPublicHtml(stored)).toBe(shownLinks(RICH_TEXT_SAMPLE));
  });
});
