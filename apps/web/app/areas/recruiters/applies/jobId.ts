import { data } from "react-router";

/**
 * The job id of the path, or a 404 (not a number: no such job). A module of its own, so the job's applies list
 * reads the id without loading the kanban page (its board, drag and drop, move question).
 */
export function jobIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}
