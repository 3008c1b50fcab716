import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { domainMessages } from "../i18n/messages";
import { questionnaireMessages } from "../questionnaire/answers";
import { candidateAreaWidgetMessages, widgetMessages } from "./widgetMessages";

const argumentsOf = (elements: MessageFormatElement[]): string[] =>
  elements.flatMap((element) =>
    element.type === TYPE.literal ? [] : ["value" in element ? String(element.value) : ""],
  );

describe("the widgets' messages (the web app and Storybook merge them with the domain's)", () => {
  it("never reuse an id of the domain's messages", () => {
    const domainIds = new Set(Object.keys(domainMessages("en")));
    expect(Object.keys(widgetMessages("en")).filter((id) => domainIds.has(id))).toEqual([]);
  });

  it("exist in both languages with the same ICU arguments", () => {
    const en = widgetMessages("en");
    const pt = widgetMessages("pt-BR");
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      expect(argumentsOf(parse(pt[id] ?? "")).sort(), id).toEqual(argumentsOf(parse(text)).sort());
    }
  });

  it("keep the questionnaire's refusals in the candidate area's messages, which only the server reads", () => {
    const serverOnly = candidateAreaWidgetMessages("en");
    const ids = Object.values(questionnaireMessages.messages).map((message) => message.id);
    expect(ids.filter((id) => !(id in serverOnly))).toEqual([]);
  });
});
