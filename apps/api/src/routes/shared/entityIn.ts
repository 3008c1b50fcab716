import { type AnyEntity, type EntityArea, findEntity } from "@seleta/domain";
import { notFound } from "../../edge/errors";

/** The registry entity a path names, in the area its prefix serves; any other name is a 404, as an unknown path is. */
export function entityIn(area: EntityArea, name: string): AnyEntity {
  const entity = findEntity(name);
  if (!entity || entity.area !== area) throw notFound(`No entity ${name}.`);
  return entity;
}
