import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/landing.tsx"),
  route("home", "routes/home.tsx"),
  // The brands' own logos as files: favicon, and the logo_url of the demo's configurations.
  route("brands/:brand/logo.svg", "routes/brandLogo.ts"),
  // Spec §2: the unsubscribe link of a prospecting mail (public).
  route("prospecting/unsubscribe/:id", "routes/prospectingUnsubscribe.tsx"),
  // Spec §2: the recruiters' sign-in (their login redirect is /business) and password screens.
  route("business", "auth/recruiterLogin.tsx"),
  route("recruiters/forgot_password", "auth/recruiterForgotPassword.tsx"),
  // The recruiter area: one layout (guard + shell); pages with their own widgets, then every entity from the registry.
  layout("recruiters/layout.tsx", [
    route("recruiters", "recruiters/home.tsx"),
    route("recruiters/profile", "recruiters/profile.tsx"),
    route("recruiters/signatures", "recruiters/signatures.tsx"),
    route("recruiters/assinaturas", "recruiters/signatures.tsx", { id: "recruiters/assinaturas" }),
    route("recruiters/dashboard", "recruiters/dashboard.tsx"),
    route("recruiters/jobs/:id/applies", "recruiters/applies/jobApplies.tsx"),
    route("recruiters/jobs/:id/applies/kanban", "recruiters/applies/jobAppliesKanban.tsx"),
    route("recruiters/client_companies/:id/jobs", "recruiters/relatedJobs.tsx", { id: "recruiters/companyJobs" }),
    route("recruiters/client_contacts/:id/jobs", "recruiters/relatedJobs.tsx", { id: "recruiters/contactJobs" }),
    route("recruiters/*", "recruiters/entities/entityRoute.tsx"),
  ]),
  // Spec §2's catch-all: anything unknown answers 404 inside the brand's layout.
  route("*", "routes/notFound.tsx"),
] satisfies RouteConfig;
