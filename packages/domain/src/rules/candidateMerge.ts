/**
 * What a candidate merge does to each field, shared by the API's merge (apps/api/src/engine/merge.ts) and the
 * merge view that shows it beforehand: the kept candidate's value stays; only a field empty on the kept candidate
 * takes the other's value, when the other has one.
 */
import type { AnyEntity, FieldDefinition } from "../entities/defineEntity";

/** Empty, for a merge: nothing, blank text, an empty list. */
export function isEmptyForMerge(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * One field after a merge: `same` (nothing to choose), `filled` (the kept candidate takes the other's value),
 * `kept` (the kept candidate's value stays; the other's, if any, is dropped).
 */
export type MergeOutcome = "same" | "filled" | "kept";

export function mergeOutcome(kept: unknown, other: unknown): MergeOutcome {
  if (isEmptyForMerge(kept)) return isEmptyForMerge(other) ? "same" : "filled";
  if (isEmptyForMerge(other)) return "kept";
  return JSON.stringify(kept) === JSON.stringify(other) ? "same" : "kept";
}

/** The fields a merge may fill: the writable ones (not system, not read-only), one-to-many lists aside. */
export function mergeableFields(entity: AnyEntity): FieldDefinition[] {
  return entity.fieldList.filter((field) => !field.system && !field.readOnly && field.kind !== "relations");
}

export type MergedField = { readonly field: FieldDefinition; readonly outcome: Exclude<MergeOutcome, "same"> };

/** The mergeable fields on which the two candidates differ, in the registry's order, with what the merge does. */
export function mergeDifferences(
  entity: AnyEntity,
  kept: Readonly<Record<string, unknown>>,
  other: Readonly<Record<string, unknown>>,
): MergedField[] {
  return mergeableFields(entity).flatMap((field) => {
    const outcome = mergeOutcome(kept[field.key], other[field.key]);
    return outcome === "same" ? [] : [{ field, outcome }];
  });
}
