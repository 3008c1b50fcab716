import { Button, type FieldOption } from "@seleta/ui";
import { messageId } from "../../catalogues/catalogue";
import type { FieldDefinition } from "../../entities/defineEntity";
import { catalogueOptionId } from "../../entities/fieldQueries";
import { useMessage } from "../useMessage";
import * as css from "./EntityForm.css";
import { FIELD_INPUTS } from "./fieldInputs";
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
};

const isBlank = (value: unknown) => value === null || value === undefined || value === "";

/** An item whose every property is empty is no item: an untouched current experience stays null. */
function compact(item: Item): Item | null {
  return Object.values(item).every(isBlank) ? null : item;
}

function ItemProperty({
  itemField,
  value,
  error,
  isDisabled,
  onChange,
}: {
  readonly itemField: FieldDefinition;
  readonly value: unknown;
  readonly error?: string;
  readonly isDisabled: boolean;
  readonly onChange: (value: unknown) => void;
}) {
  const text = useMessage();
  const input = FIELD_INPUTS[itemField.kind];
  if (!input) return null;
  const catalogue = itemField.catalogue;
  const options: FieldOption[] = catalogue
    ? catalogue.entries.map((entry) => ({
        id: catalogueOptionId(itemField, entry),
        label: text({ id: messageId(catalogue, entry), ...entry.label }),
      }))
    : [];
  return (
    <div className={itemField.kind === "longText" ? css.wide : undefined}>
      {input({
        field: itemField,
        label: text({ id: itemField.messageId, ...itemField.label }),
        value,
        onChange,
        error,
        isDisabled,
        options,
      })}
    </div>
  );
}

/**
 * The registry's structures (a candidate's experiences, languages, skills…) in the registry's form: each item's
 * properties with the inputs of their kinds, items added and removed by buttons, each message under its property.
 */
export function StructureInput({ field, label, value, onChange, itemFields, errors, isDisabled }: StructureInputProps) {
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
                <ItemProperty
                  key={itemField.key}
                  itemField={itemField}
                  value={item[itemField.key] ?? null}
                  error={errors[`${path}.${itemField.key}`]}
                  isDisabled={isDisabled}
                  onChange={(next) => change(index, itemField.key, next)}
                />
              ))}
            </div>
            {isList ? (
              <div>
                <Button
                  variant="ghost"
                  tone="danger"
                  size="sm"
                  isDisabled={isDisabled}
                  onPress={() => onChange(items.filter((_, i) => i !== index))}
                >
                  {text(M.remove, { label, n })}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {isList ? (
        <div>
          <Button variant="outline" size="sm" isDisabled={isDisabled} onPress={() => onChange([...items, blank()])}>
            {text(M.add, { label })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
