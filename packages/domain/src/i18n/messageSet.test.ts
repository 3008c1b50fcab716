import { describe, expect, it } from "vitest";
import { defineMessages, formatMessage, localeOf, messageDescriptor } from "./messageSet";

const { messages } = defineMessages("probe", { saved: { "pt-BR": "{name} salvo", en: "{name} saved" } });

describe("localeOf", () => {
  it("reads any English tag as English, whatever its region or case", () => {
    for (const tag of ["en", "en-US", "en-GB", "EN-gb", " en "]) expect(localeOf(tag), tag).toBe("en");
  });
  it("reads everything else, and no tag at all, as Portuguese", () => {
    for (const tag of ["pt-BR", "pt", "es", "", null, undefined]) expect(localeOf(tag), String(tag)).toBe("pt-BR");
  });
});

describe("messageDescriptor", () => {
  it("gives react-intl the message's id and its text in the user's language as the fallback", () => {
    expect(messageDescriptor(messages.saved, "en")).toEqual({ id: "probe.saved", defaultMessage: "{name} saved" });
    expect(messageDescriptor(messages.saved, localeOf("en-US")).defaultMessage).toBe("{name} saved");
    expect(messageDescriptor(messages.saved, localeOf("pt-BR")).defaultMessage).toBe("{name} salvo");
  });
  it("carries the same text the plain formatter fills", () => {
    expect(formatMessage(messages.saved, "pt-BR", { name: "Ana" })).toBe("Ana salvo");
  });
});
