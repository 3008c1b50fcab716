import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { AUDIT_ACTIONS } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";

/** The app's own message files: `lang/<locale>.json` and one folder per area (what scripts/compileMessages.ts merges). */
const langDir = join(dirname(fileURLToPath(import.meta.url)), "lang");
const folders = [
  ".",
  ...readdirSync(langDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
];

function messagesOf(folder: string, locale: "pt-BR" | "en"): Record<string, string> | undefined {
  const file = join(langDir, folder, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : undefined;
}

/** The ICU arguments a message uses (names of simple, plural, select, date… arguments; nested ones too). */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
    const nested =
      "options" in element
        ? Object.values(element.options).flatMap((option) => argumentsOf(option.value))
        : "children" in element
          ? argumentsOf(element.children)
          : [];
    return [String(element.value), ...nested];
  });
}

const unique = (names: string[]) => [...new Set(names)].sort();

describe("the web app's message files", () => {
  it.each(folders)("%s: both languages have a file or neither does", (folder) => {
    expect(messagesOf(folder, "en") === undefined).toBe(messagesOf(folder, "pt-BR") === undefined);
  });

  it.each(folders)("%s: pt-BR and en have the same ids with the same ICU arguments", (folder) => {
    const pt = messagesOf(folder, "pt-BR") ?? {};
    const en = messagesOf(folder, "en") ?? {};
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      expect(unique(argumentsOf(parse(pt[id] ?? ""))), id).toEqual(unique(argumentsOf(parse(text))));
    }
  });

  it.each(folders.filter((folder) => folder !== "."))("%s: every id starts with its folder's name", (folder) => {
    const ids = Object.keys(messagesOf(folder, "en") ?? {});
    expect(ids.filter((id) => !id.startsWith(`${folder}.`))).toEqual([]);
  });

  it("never define one id in two files", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const folder of folders) {
      for (const id of Object.keys(messagesOf(folder, "en") ?? {})) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)} and ${folder})`);
        seen.set(id, folder);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe("labels the pages build from a list of the wire", () => {
  it.each(["pt-BR", "en"] as const)("%s: every audit action has its label in a record's history", (locale) => {
    const entities = messagesOf("entities", locale) ?? {};
    const missing = AUDIT_ACTIONS.filter((action) => !entities[`entities.audit.${action}`]);
    expect(missing).toEqual([]);
  });
});
