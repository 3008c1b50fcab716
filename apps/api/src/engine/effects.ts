/**
 * What writing some entities does beyond their rows, in the write's own transaction: the engine's create, update and
 * delete (records.ts) call `recordEffects` beside the audit, so every way a record is written — its screen, a bulk
 * action, an import — has the same consequences, or none happen because the write did not.
 *
 * A feature registers its entity's effect once (`onRecordWrite`, at the server's start: server.ts), so the engine
 * names no feature. What must wait for the commit (announcing the mail queued, so delivery starts now) goes to
 * `afterCommit`, which the writer runs once its transaction committed (`announceChange`, records.ts).
 */
import type { AnyEntity } from "@seleta/domain";
import type { Database, Executor } from "../db/client";

/** A record's row and field values (records.ts `valuesById`). */
export type RecordSnapshot = { row: Record<string, unknown>; values: Record<string, unknown> };

/** A record as it was and as it is (null: made, or deleted). */
export type RecordChange = { id: number; before: RecordSnapshot | null; after: RecordSnapshot | null };

export type RecordEffect = (
  executor: Executor,
  changes: readonly RecordChange[],
  context: {
    /** The recruiter who wrote, when a recruiter did. */
    recruiterId: number | null;
    /** Work to do once the write committed, with the database it was made in. */
    afterCommit: (work: (db: Database) => void) => void;
  },
) => Promise<void>;

const effects = new Map<string, RecordEffect>();

/** Declares what writing `entity` does beyond its rows (one effect per entity; a second replaces the first). */
export function onRecordWrite(entity: string, effect: RecordEffect): void {
  effects.set(entity, effect);
}

/** Runs `entity`'s effect of a write (nothing for most entities). */
export async function recordEffects(
  executor: Executor,
  entity: AnyEntity,
  changes: readonly RecordChange[],
  context: Parameters<RecordEffect>[2],
): Promise<void> {
  const effect = effects.get(entity.name);
  if (effect && changes.length > 0) await effect(executor, changes, context);
}
