import { beforeAll, describe, expect, it } from "vitest";
import { type LintFinding, lintProbes } from "../../../lint/lintProbes";

/**
 * A document's modules hold no state, effect or event handler (lint/noStateInDocuments.grit, on the document areas'
 * globs in biome.json), and each mode has its family of fields (docs/style.md "Fields": biome.json's
 * `noRestrictedImports` on `@seleta/ui` per area). This lints probe modules with the repository's Biome and
 * biome.json (lint/lintProbes.ts), in the document areas and in the hydrated ones, and reads which lines each rule
 * refuses.
 */

/** One construct per line; the line of a diagnostic tells which one the lint refused. */
const PROBE_LINES: { code: string; refused: boolean }[] = [
  { code: 'import * as React from "react";', refused: false },
  { code: 'import { useEffect, useLayoutEffect, useMemo, useReducer, useState } from "react";', refused: false },
  { code: "export function Probe({ go }: { go: () => void }) {", refused: false },
  { code: "  const [a] = useState(0);", refused: true },
  { code: "  const [b] = useState<string | null>(null);", refused: true },
  { code: "  const [c] = useReducer((s: number) => s + 1, 0);", refused: true },
  { code: "  useEffect(() => undefined, []);", refused: true },
  { code: "  useLayoutEffect(() => undefined);", refused: true },
  { code: "  const [d] = React.useState(0);", refused: true },
  { code: "  React.useEffect(() => undefined);", refused: true },
  { code: "  const e = useMemo(() => a + c + d, [a, c, d]);", refused: false },
  { code: "  return (", refused: false },
  { code: '    <form method="post">', refused: false },
  { code: '      <button type="button" onClick={go}>', refused: true },
  { code: "        {b}", refused: false },
  { code: "      </button>", refused: false },
  { code: "      <Child onDone={go} label={String(e)} />", refused: true },
  { code: "      <input onChange={go} />", refused: true },
  { code: '      <input name="online" data-online="1" />', refused: false },
  { code: "    </form>", refused: false },
  { code: "  );", refused: false },
  { code: "}", refused: false },
  { code: "function Child(props: { onDone: () => void; label: string }) {", refused: false },
  { code: "  return <span>{props.label}</span>;", refused: false },
  { code: "}", refused: false },
];

/** One import of `@seleta/ui` per line: the react-aria fields, the native ones, and what both modes use. */
const FIELD_IMPORTS: { name: string; family: "aria" | "native" | "both" }[] = [
  ...[
    "Select",
    "ComboBox",
    "Checkbox",
    "CheckboxGroup",
    "RadioGroup",
    "Radio",
    "Switch",
    "DateField",
    "DatePicker",
  ].map((name) => ({ name, family: "aria" as const })),
  ...["PhoneField", "NumberField", "CurrencyField", "TagField", "PasswordField", "FileDropZone"].map((name) => ({
    name,
    family: "aria" as const,
  })),
  ...[
    "NativeSelect",
    "NativeCheckbox",
    "NativeCheckboxGroup",
    "NativeRadioGroup",
    "NativeDateField",
    "NativePhoneField",
    "NativeFileInput",
  ].map((name) => ({ name, family: "native" as const })),
  ...["TextField", "EmailField", "TextArea", "Button", "Link"].map((name) => ({ name, family: "both" as const })),
];

const DOCUMENT_FOLDERS = [
  "apps/web/app/areas/public/probe",
  "apps/web/app/areas/tokens/probe",
  "apps/web/app/areas/candidates/probe",
];
const HYDRATED_FOLDERS = [
  "apps/web/app/areas/recruiters/probe",
  "apps/web/app/areas/administrator/probe",
  "apps/web/app/areas/clientContacts/probe",
  "apps/web/app/entities/probe",
];

let findings: LintFinding[] = [];

beforeAll(() => {
  const source = `${PROBE_LINES.map((line) => line.code).join("\n")}\n`;
  const fields =
    FIELD_IMPORTS.map(({ name }) => `import { ${name} } from "@seleta/ui";`).join("\n") +
    `\nexport const fields = [${FIELD_IMPORTS.map(({ name }) => name).join(", ")}];\n`;
  const files: Record<string, string> = {};
  for (const folder of [...DOCUMENT_FOLDERS, ...HYDRATED_FOLDERS]) {
    files[`${folder}/probe.tsx`] = source;
    files[`${folder}/fields.ts`] = fields;
  }
  findings = lintProbes(files);
}, 60_000);

function refusedIn(folder: string): string[] {
  return findings
    .filter((d) => d.category === "plugin" && d.path === `${folder}/probe.tsx`)
    .map((d) => PROBE_LINES[d.line - 1]?.code.trim() ?? `line ${d.line}`);
}

function fieldsRefusedIn(folder: string): string[] {
  return findings
    .filter((d) => d.category === "lint/style/noRestrictedImports" && d.path === `${folder}/fields.ts`)
    .map((d) => FIELD_IMPORTS[d.line - 1]?.name ?? `line ${d.line}`);
}

const fieldsOf = (family: "aria" | "native") =>
  FIELD_IMPORTS.filter((field) => field.family === family).map((field) => field.name);

const REFUSED = PROBE_LINES.filter((line) => line.refused).map((line) => line.code.trim());

describe("the lint refuses state, effects and event handlers in document modules", () => {
  it.each(DOCUMENT_FOLDERS)("in %s", (folder) => {
    expect(refusedIn(folder).sort()).toEqual([...REFUSED].sort());
  });

  it.each(HYDRATED_FOLDERS)("and allows them in the hydrated %s", (folder) => {
    expect(refusedIn(folder)).toEqual([]);
  });
});

describe("a document imports no field that needs a script", () => {
  it.each(DOCUMENT_FOLDERS)("a document in %s: the native fields and the text fields, no react-aria one", (folder) => {
    expect(fieldsRefusedIn(folder).sort()).toEqual(fieldsOf("aria").sort());
  });

  it.each(HYDRATED_FOLDERS)(
    "a hydrated page in %s may import both: a posted form's native fields, react-aria's",
    (folder) => {
      expect(fieldsRefusedIn(folder)).toEqual([]);
    },
  );
});
