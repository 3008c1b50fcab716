/**
 * The client contacts' area (spec §2 "Client-contact area"): `/client_contacts/` is both their login and their
 * home, open to everyone; their pages (jobs, projects) sit in the layout behind the client contacts' guard.
 */
import { index, layout, prefix, route } from "@react-router/dev/routes";
import { hydratedPages } from "../../renderingModes";

export const clientContactRoutes = hydratedPages([
  ...prefix("client_contacts", [
    index("areas/clientContacts/landing.tsx"),
    layout("areas/clientContacts/layout.tsx", { id: "clientContacts/layout" }, [
      route("jobs", "areas/clientContacts/jobs.tsx"),
      route("shortlists/:uid", "areas/clientContacts/shortlist.tsx"),
    ]),
  ]),
]);
