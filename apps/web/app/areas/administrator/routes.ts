/**
 * The administrator area (spec §2 "Administrator area", all under /administrator/): one layout behind the
 * recruiter_is_admin guard, its landing, and every administrator entity of the registry through the same entity
 * pages the recruiter workspace uses (list, new, detail).
 */
import { index, layout, prefix, route } from "@react-router/dev/routes";
import { hydratedPages } from "../../renderingModes";

export const administratorRoutes = hydratedPages([
  ...prefix("administrator", [
    layout("areas/administrator/layout.tsx", { id: "administrator/layout" }, [
      index("areas/administrator/home.tsx"),
      route("*", "entities/entityRoute.tsx", { id: "administrator/entities" }),
    ]),
  ]),
]);
