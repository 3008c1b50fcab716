/**
 * The client contacts' area (spec §2 "Client-contact area"): `/client_contacts/` is both their login and their
 * home, the layout's guard showing the sign-in there to an anonymous visitor; their pages (jobs, projects) sit in the
 * same layout, whose guard sends an anonymous visitor to that login. The forgotten password is open to everyone.
 *
 * Hydrated: the sign-in and sign-out are the API's calls made from the page (as the recruiters'), and the portal's
 * pages are read by people signed in at work, who move between jobs, shortlists and their reviews.
 */
import { index, layout, prefix, route } from "@react-router/dev/routes";
import { hydratedPages } from "../../renderingModes";

export const clientContactRoutes = hydratedPages([
  ...prefix("client_contacts", [
    route("forgot_password", "areas/clientContacts/forgotPassword.tsx"),
    layout("areas/clientContacts/layout.tsx", { id: "clientContacts/layout" }, [
      index("areas/clientContacts/landing.tsx"),
      route("jobs", "areas/clientContacts/jobs.tsx"),
      route("jobs/:jobTitle/:ref", "areas/clientContacts/job.tsx"),
      route("projects", "areas/clientContacts/projects.tsx"),
      route("projects/:id", "areas/clientContacts/project.tsx"),
      route("shortlists/:uid", "areas/clientContacts/shortlist.tsx"),
    ]),
  ]),
]);
