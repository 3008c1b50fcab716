import { Button } from "@seleta/ui";
import { useId, useState } from "react";
import type { AnyEntity } from "../../entities/defineEntity";
import type { Message } from "../../i18n/messageSet";
import { mergeDifferences } from "../../rules/candidateMerge";
import { displayValue, type RelationLabels } from "../EntityDetail/displayValue";
import { useLocale, useMessage } from "../useMessage";
import * as css from "./CandidateMerge.css";
import { candidateMergeMessages } from "./messages";

const M = candidateMergeMessages.messages;

type AnyRecord = Readonly<Record<string, unknown>>;

/** What the API answers about a merge: counts and field names, never values. */
export type CandidateMergeSummary = {
  readonly id: number;
  readonly moved: readonly { table: string; column: string; count: number }[];
  readonly skipped: readonly { table: string; column: string; count: number }[];
  readonly filled: readonly string[];
};

export type CandidateMergeProps = {
  /**
   * The registry's candidates entity (given, not imported: the registry would weigh on every page that loads the
   * widgets).
   */
  entity: AnyEntity;
  /** Labels of the tables whose rows a merge moves, by table name (the registry's plural labels). */
  tableLabels?: Readonly<Record<string, Message>>;
  /** The candidate who stays (the page's). */
  kept: AnyRecord;
  /** The likely duplicate merged into it, then deleted. */
  other: AnyRecord;
  /** Names of the records the two candidates' relation fields point at, by field key. */
  relationLabels?: Readonly<Record<string, RelationLabels>>;
  /**
   * Merges. Resolved with the API's summary, the view shows what moved (and the undo when `onUndo` is given); a
   * rejection keeps the comparison with its message (the server's when it gave one).
   */
  onMerge: () => Promise<CandidateMergeSummary>;
  onUndo?: (mergeId: number) => Promise<unknown>;
  onCancel?: () => void;
  /** 1 when the view is the page (its title is the page's heading), 2 inside one; its sub-heading follows. */
  headingLevel?: 1 | 2;
};

type Step =
  | { state: "reviewing" }
  | { state: "merging" }
  | { state: "refused"; message: string }
  | { state: "done"; summary: CandidateMergeSummary }
  | { state: "undoing"; summary: CandidateMergeSummary }
  | { state: "undoRefused"; summary: CandidateMergeSummary; message: string }
  | { state: "undone" };

const nameOf = (record: AnyRecord) => String(record.name ?? `#${String(record.id)}`);

/** Rows moved per table, named by the registry's plural labels; the same table through two columns adds up. */
function byTable(groups: CandidateMergeSummary["moved"]): { table: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const group of groups) {
    const name = group.table === "candidates" && group.column === "account_id" ? "account" : group.table;
    counts.set(name, (counts.get(name) ?? 0) + group.count);
  }
  return [...counts].map(([table, count]) => ({ table, count }));
}

/**
 * The merge of a likely duplicate into a candidate: the two side by side on the fields that differ, each field
 * saying what the kept candidate ends with (the shared rule of `rules/candidateMerge`: its own value, or the
 * other's where its own is empty), a confirm, then what moved, with an undo. A candidate is never merged with
 * itself: the view says so and offers no confirm.
 */
export function CandidateMerge({
  entity: candidate,
  tableLabels,
  kept,
  other,
  relationLabels,
  onMerge,
  onUndo,
  onCancel,
  headingLevel = 2,
}: CandidateMergeProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const SubHeading = headingLevel === 1 ? "h2" : "h3";
  const text = useMessage();
  const locale = useLocale();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ state: "reviewing" });
  const names = { kept: nameOf(kept), other: nameOf(other) };
  const same = kept.id === other.id;
  const differences = same ? [] : mergeDifferences(candidate, kept, other);
  async function merge() {
    if (same) return;
    setStep({ state: "merging" });
    try {
      setStep({ state: "done", summary: await onMerge() });
    } catch (error) {
      setStep({ state: "refused", message: error instanceof Error && error.message ? error.message : text(M.failed) });
    }
  }

  async function undo(summary: CandidateMergeSummary) {
    if (!onUndo) return;
    setStep({ state: "undoing", summary });
    try {
      await onUndo(summary.id);
      setStep({ state: "undone" });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : text(M.undoFailed);
      setStep({ state: "undoRefused", summary, message });
    }
  }

  if (step.state === "undone") {
    return (
      <section className={css.merge} aria-labelledby={headingId}>
        <Heading id={headingId} className={css.text}>
          {text(M.title)}
        </Heading>
        <p className={css.text} role="status">
          {text(M.undone, names)}
        </p>
      </section>
    );
  }

  if (step.state === "done" || step.state === "undoing" || step.state === "undoRefused") {
    const { summary } = step;
    return (
      <section className={css.merge} aria-labelledby={headingId}>
        <Heading id={headingId} className={css.text}>
          {text(M.title)}
        </Heading>
        <p className={css.text} role="status">
          {text(M.done, names)}
        </p>
        <SubHeading className={css.text}>{text(M.movedTitle, names)}</SubHeading>
        <MergeOutcome entity={candidate} tableLabels={tableLabels} summary={summary} names={names} />
        {step.state === "undoRefused" ? (
          <p className={css.problem} role="alert">
            {step.message}
          </p>
        ) : null}
        {onUndo ? (
          <div className={css.actions}>
            <Button variant="outline" isLoading={step.state === "undoing"} onPress={() => undo(summary)}>
              {text(M.undo)}
            </Button>
          </div>
        ) : null}
      </section>
    );
  }

  return (
    <section className={css.merge} aria-labelledby={headingId}>
      <Heading id={headingId} className={css.text}>
        {text(M.title)}
      </Heading>
      {same ? (
        <p className={css.problem} role="alert">
          {text(M.sameCandidate)}
        </p>
      ) : (
        <>
          <p className={css.text}>{text(M.intro, names)}</p>
          {differences.length === 0 ? (
            <p className={css.text}>{text(M.nothingDiffers, names)}</p>
          ) : (
            <div className={css.scroller}>
              <table className={css.table}>
                <caption className={css.caption}>{text(M.caption)}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={css.cell}>
                      {text(M.field)}
                    </th>
                    <th scope="col" className={css.cell}>
                      {text(M.keptColumn, { name: names.kept })}
                    </th>
                    <th scope="col" className={css.cell}>
                      {text(M.otherColumn, { name: names.other })}
                    </th>
                    <th scope="col" className={css.cell}>
                      {text(M.result)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {differences.map(({ field, outcome }) => (
                    <tr key={field.key}>
                      <th scope="row" className={css.cell}>
                        {text({ id: field.messageId, ...field.label })}
                      </th>
                      <td className={outcome === "kept" ? `${css.cell} ${css.winner}` : css.cell}>
                        {displayValue(field, kept[field.key], locale, relationLabels?.[field.key])}
                      </td>
                      <td className={outcome === "filled" ? `${css.cell} ${css.winner}` : css.cell}>
                        {displayValue(field, other[field.key], locale, relationLabels?.[field.key])}
                      </td>
                      <td className={css.cell}>{outcome === "kept" ? text(M.keeps, names) : text(M.fills, names)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      {step.state === "refused" ? (
        <p className={css.problem} role="alert">
          {step.message}
        </p>
      ) : null}
      <div className={css.actions}>
        {onCancel ? (
          <Button variant="outline" tone="neutral" isDisabled={step.state === "merging"} onPress={onCancel}>
            {text(M.cancel)}
          </Button>
        ) : null}
        {same ? null : (
          <Button tone="danger" isLoading={step.state === "merging"} onPress={merge}>
            {text(M.confirm)}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * What a merge did, from the API's summary: the rows moved per table, the fields filled, the rows left with the
 * other candidate (a unique rule kept them there). Also drawn on the kept candidate's page the merge lands on.
 */
export function MergeOutcome({
  entity: candidate,
  tableLabels,
  summary,
  names,
}: {
  entity: AnyEntity;
  tableLabels?: Readonly<Record<string, Message>> | undefined;
  summary: CandidateMergeSummary;
  /** The two candidates' names. */
  names: { kept: string; other: string };
}) {
  const text = useMessage();
  const tableLabel = (table: string) =>
    table === "data_files"
      ? text(M.files)
      : table === "account"
        ? text(M.login)
        : (() => {
            const label = tableLabels?.[table];
            return label ? text(label) : table;
          })();
  const fieldLabel = (key: string) => {
    const field = candidate.fieldList.find((item) => item.key === key);
    return field ? text({ id: field.messageId, ...field.label }) : key;
  };

  const moved = byTable(summary.moved);
  const skipped = byTable(summary.skipped);
  return (
    <>
      {moved.length === 0 && summary.filled.length === 0 ? (
        <p className={css.text}>{text(M.movedNothing)}</p>
      ) : (
        <ul className={css.list}>
          {moved.map(({ table, count }) => (
            <li key={table}>{text(M.moved, { label: tableLabel(table), count })}</li>
          ))}
          {summary.filled.length > 0 ? (
            <li>{text(M.filled, { fields: summary.filled.map(fieldLabel).join(", ") })}</li>
          ) : null}
        </ul>
      )}
      {skipped.length > 0 ? (
        <ul className={css.list}>
          {skipped.map(({ table, count }) => (
            <li key={table}>{text(M.skipped, { label: tableLabel(table), count, ...names })}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
