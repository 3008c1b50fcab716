/**
 * Structures in a registry form: a list's rows or an object's properties as fieldsets, and a map (a row per known
 * key, or rows of a typed key and its value). Each row's buttons are submit buttons posting their intent
 * (`add:<path>`, `remove:<path>:<n>`, `move:<path>:<n>:<up|down>`): the route's action draws the form again with the
 * rows changed and saves nothing, with or without script.
 */
import { Button } from "@seleta/ui";
import type { ReactNode } from "react";
import type { FieldDefinition } from "../../entities/defineEntity";
import { mapFieldKeys } from "../../entities/entityIndex";
import { addRowIntent, FORM_INTENT_FIELD, moveRowIntent, removeRowIntent } from "../../forms/postedForm";
import { useMessage } from "../useMessage";
import * as css from "./EntityForm.css";
import { mapInputMessages, structureInputMessages } from "./structureMessages";

const S = structureInputMessages.messages;
const MK = mapInputMessages.messages;

type Item = Readonly<Record<string, unknown>>;

/** Draws one field under a path: its input by its kind, labelled, with its message. */
export type DrawField = (field: FieldDefinition, name: string, value: unknown, label?: string) => ReactNode;

/** Kinds that take a whole row of the grid. */
export const WIDE_KINDS: ReadonlySet<string> = new Set([
  "longText",
  "richText",
  "multiSelect",
  "relations",
  "file",
  "image",
  "tags",
  "json",
  "object",
  "list",
  "map",
]);

type StructureFieldsetProps = {
  readonly field: FieldDefinition;
  readonly label: string;
  readonly value: unknown;
  readonly itemFields: readonly FieldDefinition[];
  readonly error?: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly draw: DrawField;
  /** The structure's path in the form (`skills`, or `statuses.0.sub_status` inside a row): its controls' names. */
  readonly path: string;
};

/**
 * A list's rows (or an object's one item) as fieldsets of their properties. A list posts its rows' numbers under
 * its own name, and each row has Move and Remove buttons; Add posts the form to draw it again with an empty row.
 */
export function StructureFieldset(props: StructureFieldsetProps) {
  const { field, label, value, itemFields, error, errors, draw, path: ownPath } = props;
  const text = useMessage();
  const isList = field.kind === "list";
  const rows: Item[] = isList
    ? Array.isArray(value)
      ? (value as Item[])
      : []
    : [value && typeof value === "object" ? (value as Item) : {}];
  return (
    <fieldset className={css.structure}>
      <legend className={css.structureLegend}>{label}</legend>
      {error ? <p className={css.structureError}>{error}</p> : null}
      {rows.map((row, index) => {
        const path = isList ? `${ownPath}.${index}` : ownPath;
        const n = index + 1;
        const rowMessage = errors[path];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; their place is it.
          <fieldset key={index} className={css.structureItem}>
            {isList ? (
              <>
                <legend className={css.structureItemLegend}>{text(S.item, { label, n })}</legend>
                <input type="hidden" name={ownPath} value={index} />
              </>
            ) : null}
            {rowMessage ? <p className={css.structureError}>{rowMessage}</p> : null}
            <div className={css.grid}>
              {itemFields.map((itemField) => (
                <div key={itemField.key} className={WIDE_KINDS.has(itemField.kind) ? css.wide : undefined}>
                  {draw(itemField, `${path}.${itemField.key}`, row[itemField.key] ?? null)}
                </div>
              ))}
            </div>
            {isList ? (
              <div className={css.rowActions}>
                {index > 0 ? (
                  <RowButton intent={moveRowIntent(ownPath, index, "up")}>{text(S.moveUp, { label, n })}</RowButton>
                ) : null}
                {index < rows.length - 1 ? (
                  <RowButton intent={moveRowIntent(ownPath, index, "down")}>{text(S.moveDown, { label, n })}</RowButton>
                ) : null}
                <RemoveRowButton path={ownPath} index={index} label={label} />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {isList ? <AddRowButton path={ownPath} label={label} /> : null}
    </fieldset>
  );
}

type MapFieldsetProps = {
  readonly field: FieldDefinition;
  readonly valueField: FieldDefinition;
  readonly name: string;
  readonly label: string;
  readonly value: unknown;
  readonly error?: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly draw: DrawField;
};

/**
 * A map: with known keys, one value input per key, labelled by the key (a role's permissions: a checkbox group per
 * entity); without, rows of a typed key and its value, added and removed by the form's buttons like a list's. A
 * message the API gives under a key (`custom_labels.Vaga`) shows at the map's top: a key typed is no control's name.
 */
export function MapFieldset({ field, valueField, name, label, value, error, errors, draw }: MapFieldsetProps) {
  const text = useMessage();
  const keys = mapFieldKeys(field);
  const record = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Item;
  if (keys) {
    const shownNames = new Set(keys.map(({ key }) => `${name}.${key}`));
    const message =
      error ?? Object.entries(errors).find(([at]) => at.startsWith(`${name}.`) && !shownNames.has(at))?.[1];
    return (
      <fieldset className={css.structure}>
        <legend className={css.structureLegend}>{label}</legend>
        {message ? <p className={css.structureError}>{message}</p> : null}
        <div className={css.grid}>
          {keys.map(({ key, label: keyLabel }) => (
            <div key={key} className={valueField.kind === "multiSelect" ? css.wide : undefined}>
              {draw(
                valueField,
                `${name}.${key}`,
                record[key] ?? null,
                text({ id: keyLabel.id ?? `${valueField.messageId}.${key}`, ...keyLabel }),
              )}
            </div>
          ))}
        </div>
      </fieldset>
    );
  }
  const rows: Item[] = Array.isArray(value)
    ? (value as Item[])
    : Object.entries(record).map(([key, entry]) => ({ key, value: entry }));
  const rowNames = new Set(rows.flatMap((_, index) => [`${name}.${index}.key`, `${name}.${index}.value`]));
  const message = error ?? Object.entries(errors).find(([at]) => at.startsWith(`${name}.`) && !rowNames.has(at))?.[1];
  return (
    <fieldset className={css.structure}>
      <legend className={css.structureLegend}>{label}</legend>
      {message ? <p className={css.structureError}>{message}</p> : null}
      {rows.map((row, index) => {
        const n = index + 1;
        const keyName = `${name}.${index}.key`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; their place is it.
          <fieldset key={index} className={css.structureItem}>
            <legend className={css.structureItemLegend}>{text(S.item, { label, n })}</legend>
            <input type="hidden" name={name} value={index} />
            <div className={css.grid}>
              {draw(
                { ...valueField, kind: "text", key: "key", required: true, catalogue: undefined },
                keyName,
                typeof row.key === "string" ? row.key : "",
                text(MK.key),
              )}
              {draw(valueField, `${name}.${index}.value`, row.value ?? null)}
            </div>
            <div className={css.rowActions}>
              <RemoveRowButton path={name} index={index} label={label} />
            </div>
          </fieldset>
        );
      })}
      <AddRowButton path={name} label={label} />
    </fieldset>
  );
}

function RowButton({ intent, children }: { readonly intent: string; readonly children: ReactNode }) {
  return (
    <Button type="submit" name={FORM_INTENT_FIELD} value={intent} variant="ghost" size="sm">
      {children}
    </Button>
  );
}

/** Posts `remove:<path>:<index>`: the form is drawn again without that row, nothing saved. */
function RemoveRowButton({
  path,
  index,
  label,
}: {
  readonly path: string;
  readonly index: number;
  readonly label: string;
}) {
  const text = useMessage();
  return (
    <Button
      type="submit"
      name={FORM_INTENT_FIELD}
      value={removeRowIntent(path, index)}
      variant="ghost"
      tone="danger"
      size="sm"
    >
      {text(S.remove, { label, n: index + 1 })}
    </Button>
  );
}

/** Posts `add:<path>`: the form is drawn again with an empty row at the end. */
function AddRowButton({ path, label }: { readonly path: string; readonly label: string }) {
  const text = useMessage();
  return (
    <div className={css.rowActions}>
      <Button type="submit" name={FORM_INTENT_FIELD} value={addRowIntent(path)} variant="outline" size="sm">
        {text(S.add, { label })}
      </Button>
    </div>
  );
}
