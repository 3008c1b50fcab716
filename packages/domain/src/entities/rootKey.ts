import type { AnyEntity } from "./defineEntity";

/**
 * The key one record travels under in requests and answers (spec §7, Rails style): the model in snake case, as
 * Rails' `underscore` makes it — `Candidate` → `candidate`, `ClientCompany` → `client_company`,
 * `CTalksEvent` → `c_talks_event`. Lists travel under the entity's name (`candidates`).
 */
export function entityRootKey(entity: Pick<AnyEntity, "model">): string {
  return entity.model
    .replace(/([A-Z\d]+)([A-Z][a-z])/g, "$1_$2")
    .replace(/([a-z\d])([A-Z])/g, "$1_$2")
    .toLowerCase();
}
