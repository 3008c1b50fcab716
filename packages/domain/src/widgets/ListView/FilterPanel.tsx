import {
  AddIcon,
  Button,
  Checkbox,
  CheckboxGroup,
  Chip,
  CloseIcon,
  ComboBox,
  Dialog,
  IconButton,
  Select,
  TextField,
} from "@seleta/ui";
import { useState } from "react";
import type { ColumnStructure } from "../../entities/columnsStructure";
import type { FilterOperator } from "../../entities/field";
import { uiMessages } from "../../i18n/uiMessages";
import type { LoadRelationOptions } from "../EntityForm/fieldInputs";
import { useMessage } from "../useMessage";
import {
  conditionsFromWhere,
  draftInput,
  draftValue,
  type FilterCondition,
  type FilterDraft,
  type FilterPresetOption,
  filterableColumns,
  relationLabelKey,
  valueInput,
} from "./filterLogic";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";

const M = listViewMessages.messages;

export type FilterPanelProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  columns: readonly ColumnStructure[];
  where: Readonly<Record<string, unknown>>;
  presets: readonly FilterPresetOption[];
  activePresets: readonly string[];
  onApply: (conditions: FilterCondition[], presets: string[]) => void;
  /** Searches the records a relation condition may point to; without it, their ids are typed. */
  loadOptions?: LoadRelationOptions;
  /** Names of the records pickers have shown, by `entity:id`: filled here, read by the active filters' chips. */
  relationLabels: Map<string, string>;
};

function toDrafts(where: FilterPanelProps["where"], columns: readonly ColumnStructure[]): FilterDraft[] {
  return conditionsFromWhere(where, columns).flatMap((condition) => {
    const column = columns.find((c) => c.key === condition.field);
    return column
      ? [{ field: condition.field, operator: condition.operator, input: draftInput(column, condition) }]
      : [];
  });
}

/**
 * The filter editor (spec §2 "filters"): conditions built from the registry — a field, one of the operators that
 * field allows, and a value entered the way its kind asks — plus the entity's named filters. Apply sends them all.
 * The list's filters button (FilterDialog) loads it on first use; each opening starts from the applied filters.
 */
export function FilterPanel({
  isOpen,
  onOpenChange,
  columns,
  where,
  presets,
  activePresets,
  onApply,
  loadOptions,
  relationLabels,
}: FilterPanelProps) {
  const text = useMessage();
  const offered = filterableColumns(columns);
  const [drafts, setDrafts] = useState<FilterDraft[]>(() => toDrafts(where, columns));
  const [chosenPresets, setChosenPresets] = useState<string[]>(() => [...activePresets]);
  const [shownOpen, setShownOpen] = useState(isOpen);
  if (isOpen !== shownOpen) {
    setShownOpen(isOpen);
    if (isOpen) {
      setDrafts(toDrafts(where, columns));
      setChosenPresets([...activePresets]);
    }
  }

  const update = (index: number, patch: Partial<FilterDraft>) =>
    setDrafts((all) => all.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));

  const addCondition = () => {
    const first = offered[0];
    if (first)
      setDrafts((all) => [...all, { field: first.key, operator: first.filters[0] as FilterOperator, input: "" }]);
  };

  const handleApply = (close: () => void) => {
    const conditions = drafts.flatMap((draft) => {
      const column = columns.find((c) => c.key === draft.field);
      const value = column ? draftValue(column, draft) : undefined;
      return value === undefined ? [] : [{ field: draft.field, operator: draft.operator, value }];
    });
    onApply(conditions, chosenPresets);
    close();
  };

  const label = text(uiMessages.messages.filters);
  return (
    <Dialog
      size="lg"
      title={label}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          <Button
            variant="outline"
            tone="neutral"
            onPress={() => {
              setDrafts([]);
              setChosenPresets([]);
            }}
          >
            {text(M.clearFilters)}
          </Button>
          <Button onPress={() => handleApply(close)}>{text(M.applyFilters)}</Button>
        </>
      )}
    >
      <div className={css.filterForm}>
        {presets.length > 0 ? (
          <CheckboxGroup
            label={text(M.quickFilters)}
            orientation="horizontal"
            value={chosenPresets}
            onChange={setChosenPresets}
          >
            {presets.map((preset) => (
              <Checkbox key={preset.name} value={preset.name}>
                {text(preset.label)}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ) : null}
        <fieldset className={css.conditions}>
          <legend className={css.legend}>{text(M.conditions)}</legend>
          {drafts.map((draft, index) => {
            const column = offered.find((c) => c.key === draft.field) ?? offered[0];
            if (!column) return null;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their place
              <div key={index} className={css.condition}>
                <Select
                  label={text(M.field)}
                  options={offered.map((c) => ({ id: c.key, label: text(c.label) }))}
                  value={draft.field}
                  onChange={(key) => {
                    const next = offered.find((c) => c.key === key);
                    if (next)
                      update(index, { field: next.key, operator: next.filters[0] as FilterOperator, input: "" });
                  }}
                />
                <Select
                  label={text(M.operator)}
                  options={column.filters.map((operator) => ({ id: operator, label: text(M[`operator.${operator}`]) }))}
                  value={draft.operator}
                  onChange={(key) => update(index, { operator: key as FilterOperator, input: "" })}
                />
                <ValueField
                  column={column}
                  draft={draft}
                  onChange={(input) => update(index, { input })}
                  loadOptions={loadOptions}
                  relationLabels={relationLabels}
                />
                <IconButton
                  icon={CloseIcon}
                  label={text(M.removeCondition, { n: index + 1 })}
                  onPress={() => setDrafts((all) => all.filter((_, i) => i !== index))}
                />
              </div>
            );
          })}
          <div>
            <Button
              variant="ghost"
              size="sm"
              icon={<AddIcon size={16} aria-hidden="true" />}
              onPress={addCondition}
              isDisabled={offered.length === 0}
            >
              {text(M.addCondition)}
            </Button>
          </div>
        </fieldset>
      </div>
    </Dialog>
  );
}

type ValueFieldProps = {
  column: ColumnStructure;
  draft: FilterDraft;
  onChange: (input: string) => void;
  loadOptions?: LoadRelationOptions;
  relationLabels: Map<string, string>;
};

function ValueField({ column, draft, onChange, loadOptions, relationLabels }: ValueFieldProps) {
  const text = useMessage();
  const label = text(M.value);
  const kind = valueInput(column, draft.operator);
  const target = column.kind === "relation" ? column.relation : null;
  if (target && loadOptions && (kind === "number" || kind === "textList")) {
    return (
      <RelationPicker
        // Uncontrolled inside (the async list owns the text): a new field or operator starts a new picker.
        key={`${column.key}.${draft.operator}`}
        entity={target}
        label={label}
        many={kind === "textList"}
        input={draft.input}
        onChange={onChange}
        loadOptions={loadOptions}
        relationLabels={relationLabels}
      />
    );
  }
  switch (kind) {
    case "presence":
    case "boolean": {
      const [yes, no] = kind === "presence" ? [M.isEmpty, M.hasValue] : [M.yes, M.no];
      return (
        <Select
          label={label}
          options={[
            { id: "true", label: text(yes) },
            { id: "false", label: text(no) },
          ]}
          value={draft.input === "" ? null : draft.input}
          onChange={(key) => onChange(String(key))}
        />
      );
    }
    case "option":
      return (
        <Select
          label={label}
          options={(column.options ?? []).map((option) => ({ id: String(option.id), label: text(option.label) }))}
          value={draft.input === "" ? null : draft.input}
          onChange={(key) => onChange(String(key))}
        />
      );
    case "options": {
      const chosen = draft.input === "" ? [] : draft.input.split(",").map((id) => id.trim());
      return (
        <CheckboxGroup
          label={label}
          orientation="horizontal"
          value={chosen}
          onChange={(values) => onChange(values.join(","))}
        >
          {(column.options ?? []).map((option) => (
            <Checkbox key={option.id} value={String(option.id)}>
              {text(option.label)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    }
    case "numberRange":
    case "dateRange": {
      const [from = "", to = ""] = draft.input.split("..");
      const hint = kind === "dateRange" ? text(M.dateHint) : undefined;
      return (
        <div className={css.range}>
          <TextField
            label={text(M.valueFrom)}
            placeholder={hint}
            value={from}
            onChange={(value) => onChange(`${value}..${to}`)}
          />
          <TextField
            label={text(M.valueTo)}
            placeholder={hint}
            value={to}
            onChange={(value) => onChange(`${from}..${value}`)}
          />
        </div>
      );
    }
    default:
      return (
        <TextField
          label={label}
          placeholder={kind === "date" ? text(M.dateHint) : undefined}
          description={kind === "textList" ? text(M.listHint) : undefined}
          inputMode={kind === "number" ? "decimal" : undefined}
          value={draft.input}
          onChange={onChange}
        />
      );
  }
}

/**
 * A relation condition's value picked by name: the records come from `loadOptions` as the user types (the same
 * loader EntityForm's relation fields use); "is one of" collects several, shown as removable chips.
 */
function RelationPicker({
  entity,
  label,
  many,
  input,
  onChange,
  loadOptions,
  relationLabels,
}: {
  entity: string;
  label: string;
  many: boolean;
  input: string;
  onChange: (input: string) => void;
  loadOptions: LoadRelationOptions;
  relationLabels: Map<string, string>;
}) {
  const nameOf = (id: string) => relationLabels.get(relationLabelKey(entity, id)) ?? `#${id}`;
  const load = async (filterText: string, signal: AbortSignal) => {
    const options = await loadOptions(entity, filterText, signal);
    for (const option of options) relationLabels.set(relationLabelKey(entity, option.id), option.label);
    return options;
  };
  if (!many) {
    return (
      <ComboBox
        label={label}
        loadOptions={load}
        defaultInputValue={input === "" ? "" : nameOf(input)}
        defaultSelectedKey={input === "" ? null : input}
        onSelectionChange={(key) => onChange(key == null ? "" : String(key))}
      />
    );
  }
  const ids = input === "" ? [] : input.split(",").map((id) => id.trim());
  return (
    <div className={css.relationList}>
      <ComboBox
        label={label}
        loadOptions={load}
        onSelectionChange={(key) => {
          if (key != null && !ids.includes(String(key))) onChange([...ids, String(key)].join(","));
        }}
      />
      {ids.length > 0 ? (
        <div className={css.pickedRelations}>
          {ids.map((id) => (
            <Chip key={id} size="sm" onRemove={() => onChange(ids.filter((other) => other !== id).join(","))}>
              {nameOf(id)}
            </Chip>
          ))}
        </div>
      ) : null}
    </div>
  );
}
