import { Button, Card, EmptyState, Skeleton, Table, type TableColumn } from "@seleta/ui";
import { type ReactNode, Suspense, useId } from "react";
import { type AnyEntity, type FieldDefinition, SYSTEM_FIELD_KEYS } from "../../entities/defineEntity";
import { defaultColumns, entityField } from "../../entities/fieldQueries";
import type { Message } from "../../i18n/messageSet";
import { entityFormMessages, sectionMessage } from "../../state/entityForm";
import { useLocale, useMessage } from "../useMessage";
import { displayValue, type RelationLabels } from "./displayValue";
import * as css from "./EntityDetail.css";
import { ApplyAnswersPart as ApplyAnswers, QuestionListPart as QuestionList } from "./parts";

const M = entityFormMessages.messages;

type AnyRecord = Readonly<Record<string, unknown>>;

/** Records of another entity that belong to this one (a company's jobs, a job's applies), passed by the container. */
export type RelatedList = {
  readonly key: string;
  readonly entity: AnyEntity;
  /** Default: the related entity's plural label. */
  readonly title?: Message;
  readonly records: readonly AnyRecord[];
  /** Field keys shown as columns; the related entity's default columns otherwise. */
  readonly columns?: readonly string[];
  readonly relationLabels?: Readonly<Record<string, RelationLabels>>;
  readonly isLoading?: boolean;
  /** Opens a record (Enter or a click on its row). */
  readonly onOpen?: (id: number) => void;
};

export type EntityDetailProps = {
  readonly entity: AnyEntity;
  readonly record: AnyRecord;
  /** Names of the records this one's relations point to, by field key then id. */
  readonly relationLabels?: Readonly<Record<string, RelationLabels>>;
  readonly related?: readonly RelatedList[];
  /** Only these sections, in this order; all by default. */
  readonly sections?: readonly string[];
  readonly onEdit?: () => void;
  /** Edit is pointed at or focused: the container may preload the form (its fields, its checks). */
  readonly onEditIntent?: () => void;
  /** More buttons beside Edit (delete, duplicate…). */
  readonly actions?: ReactNode;
  /** Where the area serves a record's file by id (an apply's video answers play from it). */
  readonly fileUrl?: (id: number) => string;
};

const WIDE_KINDS = new Set(["longText", "richText", "list", "object", "map", "json"]);

type Section = { readonly section: string; readonly fields: FieldDefinition[] };

/** Every field a reader sees, by section in declaration order; read-only ones (counts, dates the server sets) too. */
function detailSections(entity: AnyEntity): Section[] {
  const sections = new Map<string, FieldDefinition[]>();
  for (const field of entity.fieldList) {
    if (field.system) continue;
    const section = field.section ?? "main";
    sections.set(section, [...(sections.get(section) ?? []), field]);
  }
  const system = SYSTEM_FIELD_KEYS.filter((key) => key !== "id").flatMap((key) => entityField(entity, key) ?? []);
  return [...[...sections].map(([section, fields]) => ({ section, fields })), { section: "system", fields: system }];
}

function RelatedTable({ list }: { list: RelatedList }) {
  const text = useMessage();
  const locale = useLocale();
  const title = text(list.title ?? list.entity.label.many);
  const fields = list.columns
    ? list.columns.flatMap((key) => entityField(list.entity, key) ?? [])
    : defaultColumns(list.entity);
  const columns: TableColumn<AnyRecord & { id: number }>[] = fields.map((field, index) => ({
    id: field.key,
    header: text({ id: field.messageId, ...field.label }),
    cell: (row) => displayValue(field, row[field.key], locale, list.relationLabels?.[field.key]),
    isRowHeader: index === 0,
  }));
  const rows = list.records.map((record) => ({ ...record, id: Number(record.id) }));
  return (
    <Card as="section" title={title} headingLevel={2}>
      {list.isLoading ? (
        <Skeleton lines={3} />
      ) : (
        <Table
          aria-label={title}
          columns={columns}
          rows={rows}
          showColumnPicker={false}
          onRowAction={list.onOpen ? (key) => list.onOpen?.(Number(key)) : undefined}
          emptyState={<EmptyState title={text(M.noRelated)} headingLevel={3} />}
        />
      )}
    </Card>
  );
}

/**
 * A record's page generated from the registry: its title, then each section's fields as label and value
 * in the user's language (spec §1 formats), then the lists of related records the container passes. Nothing is
 * fetched here; stored HTML is shown as text.
 */
export function EntityDetail({
  entity,
  record,
  relationLabels,
  related = [],
  sections,
  onEdit,
  onEditIntent,
  actions,
  fileUrl,
}: EntityDetailProps) {
  const text = useMessage();
  const locale = useLocale();
  const all = detailSections(entity);
  const shown = sections ? sections.flatMap((key) => all.filter((section) => section.section === key)) : all;
  const title = String(record[entity.titleField] ?? `#${String(record.id ?? "")}`);
  const titleId = useId();

  return (
    <article className={css.page} aria-labelledby={titleId}>
      <header className={css.header}>
        <div>
          <p className={css.subtitle}>{text(entity.label.one)}</p>
          <h1 id={titleId} className={css.title}>
            {title}
          </h1>
        </div>
        <div className={css.actions}>
          {actions}
          {onEdit ? (
            <Button variant="outline" onPress={onEdit} onHoverStart={onEditIntent} onFocus={onEditIntent}>
              {text(M.edit)}
            </Button>
          ) : null}
        </div>
      </header>
      {shown.map(({ section, fields }) => (
        <Card key={section} as="section" title={text(sectionMessage(section))} headingLevel={2}>
          <dl className={css.list}>
            {fields.map((field) => (
              <div key={field.key} className={WIDE_KINDS.has(field.kind) ? `${css.item} ${css.wide}` : css.item}>
                <dt className={css.term}>{text({ id: field.messageId, ...field.label })}</dt>
                <dd className={css.value}>
                  {field.listOf === "answers" ? (
                    <Suspense fallback={null}>
                      <ApplyAnswers value={record[field.key]} fileUrl={fileUrl} />
                    </Suspense>
                  ) : field.listOf === "questions" ? (
                    <Suspense fallback={null}>
                      <QuestionList value={record[field.key]} />
                    </Suspense>
                  ) : (
                    displayValue(field, record[field.key], locale, relationLabels?.[field.key])
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
      {related.length > 0 ? (
        <div className={css.related}>
          {related.map((list) => (
            <RelatedTable key={list.key} list={list} />
          ))}
        </div>
      ) : null}
    </article>
  );
}
