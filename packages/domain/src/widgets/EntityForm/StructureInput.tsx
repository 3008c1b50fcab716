import { Button } from "@seleta/ui";
import type { ReactNode } from "react";
import type { FieldDefinition } from "../../entities/defineEntity";
import { useMessage } from "../useMessage";
import * as css from "./EntityForm.css";
import { structureInputMessages } from "./structureMessages";

const M = structureInputMessages.messages;

type Item = Readonly<Record<string, unknown>>;

export type StructureInputProps = {
  /** The list or object field. */
  readonly field: FieldDefinition;
  readonly label: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
  /** The item's properties, labelled (a `list` holds many items, an `object` one). */
  readonly itemFields: readonly FieldDefinition[];
  /** The form's errors by path: `languages.0.level`. */
  readonly errors: Readonly<Record<string, string>>;
  readonly isDisabled: boolean;
  /** Draws one property's input by its kind (the form's table), nested structures included. */
  readonly renderProperty: RenderProperty;
};

/** One property's input: its field, its path in the form (`languages.0.level`), its value and what changes it. */
export type RenderProperty = (property: {
  readonly field: FieldDefinition;
  readonly path: string;
  readonly value: unknown;
  readonly onChange: (value: unknown) => void;
}) => ReactNode;

/** Properties that take a whole row of the item's grid. */
const WIDE_KINDS = new Set(["longText", "richText", "multiSelect", "tags", "json", "object", "list", "map"]);

const isBlank = (value: unknown) => value === null || value === undefined || value === "";

/** An item whose every property is empty is no item: an untouched current experience stays null. */
function compact(item: Item): Item | null {
  return Object.values(item).every(isBlank) ? null : item;
}

/**
 * The registry's structures (a candidate's experiences, languages, skills…) in the registry's form: each item's
 * properties with the inputs of their kinds, items added and removed by buttons, each message under its property.
 */
export function StructureInput({
  field,
  label,
  value,
  onChange,
  itemFields,
  errors,
  isDisabled,
  renderProperty,
}: StructureInputProps) {
  const text = useMessage();
  const isList = field.kind === "list";
  const items: Item[] = isList
    ? Array.isArray(value)
      ? (value as Item[])
      : []
    : value && typeof value === "object"
      ? [value as Item]
      : [{}];
  const blank = (): Item => Object.fromEntries(itemFields.map((itemField) => [itemField.key, null]));
  const change = (index: number, key: string, next: unknown) => {
    const updated = items.map((item, i) => (i === index ? { ...item, [key]: next } : item));
    onChange(isList ? updated : compact(updated[0] ?? {}));
  };
  return (
    <fieldset className={css.structure} disabled={isDisabled}>
      <legend className={css.structureLegend}>{label}</legend>
      {errors[field.key] ? <p className={css.structureError}>{errors[field.key]}</p> : null}
      {items.map((item, index) => {
        const path = isList ? `${field.key}.${index}` : field.key;
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own; their place is it.
          <fieldset key={index} className={css.structureItem}>
            {isList ? <legend className={css.structureItemLegend}>{text(M.item, { label, n })}</legend> : null}
            <div className={css.grid}>
              {itemFields.map((itemField) => (
                <div key={itemField.key} className={WIDE_KINDS.has(itemField.kind) ? css.wide : undefined}>
                  {renderProperty({
                    field: itemField,
                    path: `${path}.${itemField.key}`,
                    value: item[itemField.key] ?? null,
                    onChange: (next) => change(index, itemField.key, next),
                  })}
                </div>
              ))}
            </div>
            {isList ? (
              <RemoveRowButton
                label={label}
                n={n}
                isDisabled={isDisabled}
                onPress={() => onChange(items.filter((_, i) => i !== index))}
              />
            ) : null}
          </fieldset>
        );
      })}
      {isList ? (
        <AddRowButton label={label} isDisabled={isDisabled} onPress={() => onChange([...items, blank()])} />
      ) : null}
    </fieldset>
  );
}

type RowButtonProps = { readonly label: string; readonly isDisabled: boolean; readonly onPress: () => void };

/** Removes row `n` of a structure's or a map's rows: "Remover {label} {n}". */
export function RemoveRowButton({ label, n, isDisabled, onPress }: RowButtonProps & { readonly n: number }) {
  const text = useMessage();
  return (
    <div>
      <Button variant="ghost" tone="danger" size="sm" isDisabled={isDisabled} onPress={onPress}>
        {text(M.remove, { label, n })}
      </Button>
    </div>
  );
}

/** Adds an empty row at the end: "Adicionar: {label}". */
export function AddRowButton({ label, isDisabled, onPress }: RowButtonProps) {
  const text = useMessage();
  return (
    <div>
      <Button variant="outline" size="sm" isDisabled={isDisabled} onPress={onPress}>
        {text(M.add, { label })}
      </Button>
    </div>
  );
}
