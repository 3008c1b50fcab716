import { Button, Chip } from "@seleta/ui";
import type { ColumnStructure } from "../../entities/columnsStructure";
import type { Message } from "../../i18n/messageSet";
import { uiMessages } from "../../i18n/uiMessages";
import { useMessage } from "../useMessage";
import { cellText } from "./cellText";
import { type FilterCondition, type FilterPresetOption, relationLabelKey } from "./filterLogic";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";

const M = listViewMessages.messages;

/** A sub-search box that holds something: its label and text. */
export type ActiveSubSearch = { readonly key: string; readonly label: Message; readonly value: string };

export type ActiveFiltersProps = {
  columns: readonly ColumnStructure[];
  presets: readonly FilterPresetOption[];
  activePresets: readonly string[];
  conditions: readonly FilterCondition[];
  subSearches: readonly ActiveSubSearch[];
  relationLabels: ReadonlyMap<string, string>;
  locale: "pt-BR" | "en";
  onPresetRemove: (name: string) => void;
  onConditionRemove: (condition: FilterCondition) => void;
  onSubSearchRemove: (key: string) => void;
  onReset: () => void;
};

/** The active filters region: a chip per quick filter, condition and sub-search, each removable, and reset. */
export function ActiveFilters({
  columns,
  presets,
  activePresets,
  conditions,
  subSearches,
  relationLabels,
  locale,
  onPresetRemove,
  onConditionRemove,
  onSubSearchRemove,
  onReset,
}: ActiveFiltersProps) {
  const text = useMessage();
  return (
    <div className={css.activeFilters}>
      {activePresets.map((name) => {
        const preset = presets.find((p) => p.name === name);
        return (
          <Chip key={name} size="sm" onRemove={() => onPresetRemove(name)}>
            {preset ? text(preset.label) : name}
          </Chip>
        );
      })}
      {conditions.map((condition) => {
        const column = columns.find((c) => c.key === condition.field);
        const label = [
          column ? text(column.label) : condition.field,
          text(M[`operator.${condition.operator}`]),
          column ? conditionText(column, condition.value, locale, relationLabels) : String(condition.value),
        ].join(" ");
        return (
          <Chip
            key={`${condition.field}.${condition.operator}`}
            size="sm"
            onRemove={() => onConditionRemove(condition)}
          >
            {label}
          </Chip>
        );
      })}
      {subSearches.map((subSearch) => (
        <Chip key={`subSearch.${subSearch.key}`} size="sm" onRemove={() => onSubSearchRemove(subSearch.key)}>
          {[text(subSearch.label), text(M["operator.contains"]), subSearch.value].join(" ")}
        </Chip>
      ))}
      <Button variant="ghost" size="sm" onPress={onReset}>
        {text(uiMessages.messages.resetList)}
      </Button>
    </div>
  );
}

function conditionText(
  column: ColumnStructure,
  value: unknown,
  locale: "pt-BR" | "en",
  relationLabels: ReadonlyMap<string, string>,
): string {
  // A relation condition names its records (`null` takes a boolean: "is empty?").
  if (column.relation && typeof value !== "boolean") {
    const relation = column.relation;
    const name = (id: unknown) => relationLabels.get(relationLabelKey(relation, id)) ?? String(id);
    return Array.isArray(value) ? value.map(name).join(", ") : name(value);
  }
  if (Array.isArray(value)) return value.map((item) => cellText(column, item, locale) || String(item)).join(", ");
  if (typeof value === "boolean" && column.kind !== "boolean") {
    return listViewMessages.messages[value ? "yes" : "no"][locale];
  }
  return cellText(column, value, locale) || String(value);
}
