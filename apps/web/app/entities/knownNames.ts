/**
 * Names of related records learnt while a list page lives (useRelationLabels), most recently seen last and at most
 * `max` of them: the oldest go first, so a recruiter paging through thousands of records keeps the recent names
 * without keeping them all.
 */
export function rememberNames(
  names: Map<string, string>,
  pairs: Iterable<readonly [string, string]>,
  max: number,
): boolean {
  let changed = false;
  for (const [id, title] of pairs) {
    if (names.get(id) !== title) changed = true;
    names.delete(id);
    names.set(id, title);
    if (names.size > max) names.delete(names.keys().next().value as string);
  }
  return changed;
}
