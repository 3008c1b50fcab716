/**
 * The area an entity page is drawn in, from the layout around it: the recruiter workspace or the administrator
 * area. The pages read the signed-in user's permissions from here (both areas are for recruiters; the
 * administrator area only for administrators), never from one area's session; routes and API roots follow from
 * the entity itself (`entityRoute`, the api-client's `entityPath`).
 */
import type { RecruiterMe } from "@seleta/api-client";
import type { EntityArea } from "@seleta/domain";
import { createContext, type ReactNode, useContext } from "react";

export type EntityAreaValue = {
  readonly area: EntityArea;
  /** Whose permissions (`role_permissions`, `is_admin`) decide what the pages offer. */
  readonly me: RecruiterMe;
};

const EntityAreaContext = createContext<EntityAreaValue | null>(null);

export function EntityAreaProvider({ value, children }: { value: EntityAreaValue; children: ReactNode }) {
  return <EntityAreaContext.Provider value={value}>{children}</EntityAreaContext.Provider>;
}

export function useEntityArea(): EntityAreaValue {
  const value = useContext(EntityAreaContext);
  if (!value) throw new Error("useEntityArea() outside an area layout (recruiters, administrator)");
  return value;
}
