/**
 * The public site (spec §2 "Public routes"): no account needed, one layout with the brand's navbar and footer,
 * and pages sent as documents (HTML alone: renderingModes.ts). Folders by subject: `site` (the brand's chrome, legal pages, samples,
 * consent, not found), `content` (home and what administrators publish: insights, events, courses…), `jobs` (the
 * job board), `contact` (the contact form).
 */
import { index, layout, route } from "@react-router/dev/routes";
import { documentPages } from "../../renderingModes";

export const publicRoutes = documentPages([
  layout("areas/public/layout.tsx", { id: "public/layout" }, [
    index("areas/public/landing.tsx"),
    route("home", "areas/public/content/home.tsx"),
    route("home/contact", "areas/public/contact/contact.tsx", { id: "public/home-contact" }),
    route("home/event", "areas/public/content/events.tsx"),
    route("home/posEvent", "areas/public/content/pastEvents.tsx"),
    route("home/events/:title?/:uid", "areas/public/content/event.tsx"),
    route("home/insights", "areas/public/content/insights.tsx"),
    route("home/midia", "areas/public/content/media.tsx"),
    route("home/nossa-trajetoria", "areas/public/content/history.tsx"),
    route("home/programs", "areas/public/content/programs.tsx"),
    route("home/publications", "areas/public/content/publications.tsx"),
    route("home/solutions", "areas/public/content/solutions.tsx"),
    route("home/specialties/:specialty?", "areas/public/content/specialties.tsx"),
    route("contact", "areas/public/contact/contact.tsx", { id: "public/contact" }),
    route("courses", "areas/public/content/courses.tsx"),
    route("courses/:uid", "areas/public/content/course.tsx"),
    route("jobs", "areas/public/jobs/jobList.tsx", { id: "public/jobs" }),
    route("jobs/:jobTitle", "areas/public/jobs/jobList.tsx", { id: "public/jobs-by-title" }),
    route("jobs/:jobTitle/:uid", "areas/public/jobs/jobPage.tsx"),
    route("politica_de_privacidade", "areas/public/site/privacyPolicy.tsx"),
    route("termos_de_uso", "areas/public/site/termsOfUse.tsx"),
    route("termos_de_uso/completo", "areas/public/site/termsOfUseFull.tsx"),
    route("samples", "areas/public/site/samples.tsx"),
    route("samples/colors", "areas/public/site/sampleColors.tsx"),
    // Spec §2's catch-all `/{schema}` and every other unknown path: the brand's 404 page (site/notFound.tsx).
    route("*", "areas/public/site/notFound.tsx"),
  ]),
  // The terms banner's form: records the visitor's choice in a cookie (outside the layout: it answers no page).
  route("consent", "areas/public/site/consentAction.ts"),
  // The brands' own logos as files: favicon, and the logo_url of the demo's configurations.
  route("brands/:brand/logo.svg", "areas/public/brandLogo.ts"),
]);
