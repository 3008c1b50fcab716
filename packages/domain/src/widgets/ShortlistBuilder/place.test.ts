import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { formatDomainMessage } from "../useMessage";
import { shortlistEditorMessages } from "./messages";
import { placeAffixes } from "./place";

const M = shortlistEditorMessages.messages;

/** The place's message as react-intl formats it in `locale`, the message's own text standing for the app's. */
const placeIn = (locale: string) => {
  const intl = createIntl({ locale, messages: {}, onError: () => undefined });
  return (n: string) => formatDomainMessage(intl, M.position, { n });
};

describe("a candidate's place around the style's counter", () => {
  it("keeps what each language writes before and after the number", () => {
    expect(placeAffixes(placeIn("pt-BR"))).toEqual(["", "º"]);
    expect(placeAffixes(placeIn("en"))).toEqual(["#", ""]);
  });

  it("reads, with the counter's number between its parts, as the message does", () => {
    for (const locale of ["pt-BR", "en"]) {
      const [before, after] = placeAffixes(placeIn(locale));
      expect(`${before}7${after}`).toBe(placeIn(locale)("7"));
    }
  });

  it("shows the bare number when a message does not write the number it is given", () => {
    expect(placeAffixes(() => "first")).toEqual(["", ""]);
    expect(placeAffixes((n) => `${n}/${n}`)).toEqual(["", ""]);
  });
});
