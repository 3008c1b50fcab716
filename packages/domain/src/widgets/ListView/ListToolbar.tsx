import { Button, DownloadIcon, preloadOnIntent, Spinner, TextField } from "@seleta/ui";
import { Suspense } from "react";
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import type { ColumnStructure } from "../../entities/columnsStructure";
import type { Order } from "../../entities/defineEntity";
import { uiMessages } from "../../i18n/uiMessages";
import type { ViewType } from "../../state/listState";
import type { LoadRelationOptions } from "../EntityForm/fieldInputs";
import { useMessage } from "../useMessage";
import { FilterDialog } from "./FilterDialog";
import type { FilterCondition, FilterPresetOption } from "./filterLogic";
import * as css from "./ListView.css";
import { listViewMessages } from "./messages";
import { KanbanViewPart, SortSelectsPart as SortSelects } from "./parts";
import { totalMessage } from "./totalText";
import { useDebouncedText } from "./useDebouncedText";

const M = listViewMessages.messages;

const VIEW_LABELS = {
  table: uiMessages.messages.viewTable,
  blocks: uiMessages.messages.viewBlocks,
  kanban: uiMessages.messages.viewKanban,
} as const;

export type ListToolbarProps = {
  /** The entity's plural label, said in the user's language. */
  entityMany: string;
  /** The committed search (the list state's); the box shows each keystroke and commits 800 ms after the last. */
  search: string;
  onSearch: (search: string) => void;
  columns: readonly ColumnStructure[];
  where: Readonly<Record<string, unknown>>;
  presets: readonly FilterPresetOption[];
  activePresets: readonly string[];
  filterCount: number;
  onFiltersApply: (conditions: FilterCondition[], presets: string[]) => void;
  loadOptions?: LoadRelationOptions;
  relationLabels: Map<string, string>;
  order: Order;
  /** The sort selects are shown where no table header sorts (blocks, kanban). */
  showSort: boolean;
  onOrderChange: (order: Order) => void;
  views: readonly ViewType[];
  viewType: ViewType;
  onViewTypeChange: (viewType: ViewType) => void;
  onExport?: () => void;
  /** The export button is pointed at or focused (what it opens may be preloaded). */
  onExportIntent?: () => void;
  loading: boolean;
  total: number;
  totalEstimated: boolean;
};

/** The list's toolbar region: search box, filters button, sort (outside the table), view switch, export, total. */
export function ListToolbar({
  entityMany,
  search,
  onSearch,
  columns,
  where,
  presets,
  activePresets,
  filterCount,
  onFiltersApply,
  loadOptions,
  relationLabels,
  order,
  showSort,
  onOrderChange,
  views,
  viewType,
  onViewTypeChange,
  onExport,
  onExportIntent,
  loading,
  total,
  totalEstimated,
}: ListToolbarProps) {
  const text = useMessage();
  const [searchText, setSearchText] = useDebouncedText(search, onSearch);
  const sortable = columns.filter((column) => column.sortable);
  const totalText = totalMessage(total, totalEstimated);

  return (
    <div className={css.toolbar} role="toolbar" aria-label={text(M.toolbar)}>
      <div className={css.search}>
        <TextField
          label={text(M.search, { entity: entityMany })}
          value={searchText}
          onChange={setSearchText}
          type="search"
        />
      </div>
      <FilterDialog
        columns={columns}
        where={where}
        presets={presets}
        activePresets={activePresets}
        activeCount={filterCount}
        onApply={onFiltersApply}
        loadOptions={loadOptions}
        relationLabels={relationLabels}
      />
      {showSort && sortable.length > 0 ? (
        <Suspense fallback={null}>
          <SortSelects sortable={sortable} order={order} onOrderChange={onOrderChange} />
        </Suspense>
      ) : null}
      {views.length > 1 ? (
        <ToggleButtonGroup
          aria-label={text(M.viewType)}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[viewType]}
          onSelectionChange={(keys) => {
            const [next] = [...keys];
            if (next) onViewTypeChange(next as ViewType);
          }}
          className={css.viewSwitch}
        >
          {views.map((view) => (
            <ToggleButton
              key={view}
              id={view}
              className={css.viewButton}
              {...(view === "kanban" ? preloadOnIntent(KanbanViewPart) : {})}
            >
              {text(VIEW_LABELS[view])}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {onExport ? (
        <Button
          variant="outline"
          tone="neutral"
          size="sm"
          icon={<DownloadIcon size={16} aria-hidden="true" />}
          onPress={onExport}
          onHoverStart={onExportIntent}
          onFocus={onExportIntent}
        >
          {text(M.export)}
        </Button>
      ) : null}
      <output className={css.total} aria-live="polite">
        {loading ? <Spinner size="sm" label={text(M.loading)} /> : null}
        {text(totalText.message, totalText.values)}
      </output>
    </div>
  );
}

/** One sub-search box (spec §3): typed like the search box, committed 800 ms after the last key. */
export function SubSearchBox({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [text, setText] = useDebouncedText(value, onCommit);
  return (
    <div className={css.subSearch}>
      <TextField label={label} value={text} onChange={setText} type="search" />
    </div>
  );
}
