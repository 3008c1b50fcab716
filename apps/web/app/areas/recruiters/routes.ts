/**
 * The recruiter area (spec §2 "Recruiter area"): its sign-in pages, then one layout (guard + shell) holding the
 * pages with their own widgets and, last, every recruiter entity of the registry (the shared entity pages).
 */
import { index, layout, prefix, route } from "@react-router/dev/routes";
import { hydratedPages } from "../../renderingModes";

export const recruiterRoutes = hydratedPages([
  // The recruiters' sign-in: their login redirect is /business.
  route("business", "areas/recruiters/auth/recruiterLogin.tsx"),
  route("recruiters/forgot_password", "areas/recruiters/auth/recruiterForgotPassword.tsx"),
  ...prefix("recruiters", [
    layout("areas/recruiters/layout.tsx", { id: "recruiters/layout" }, [
      index("areas/recruiters/home.tsx"),
      // Spec §2 names /recruiters/index2 without its content: the alternative home is the home itself.
      route("index2", "areas/recruiters/home.tsx", { id: "recruiters/index2" }),
      route("business", "areas/recruiters/business.tsx", { id: "recruiters/business" }),
      route("profile", "areas/recruiters/profile.tsx"),
      route("signatures", "areas/recruiters/signatures.tsx"),
      route("assinaturas", "areas/recruiters/signatures.tsx", { id: "recruiters/assinaturas" }),
      route("dashboard", "areas/recruiters/dashboard.tsx"),
      route("dashboard/Candidate", "areas/recruiters/candidateDashboard.tsx"),
      route("templates/emails", "areas/recruiters/emailTemplates.tsx"),
      route("sendout_queues/calendar", "areas/recruiters/sendOuts/sendOutCalendar.tsx"),
      route("interviews/calendar", "areas/recruiters/interviews/interviewCalendar.tsx"),
      route("proposals/:id/details", "areas/recruiters/proposalDetails.tsx"),
      route("jobs/:id/applies", "areas/recruiters/applies/jobApplies.tsx"),
      route("jobs/:id/applies/kanban", "areas/recruiters/applies/jobAppliesKanban.tsx"),
      route("jobs/:id/shortlists", "areas/recruiters/shortlists/jobShortlists.tsx"),
      route("shortlists/:id", "areas/recruiters/shortlists/shortlistPage.tsx"),
      route("shortlists/:id/preview", "areas/recruiters/shortlists/shortlistPreview.tsx"),
      route("client_companies/:id/jobs", "areas/recruiters/relatedRecords.tsx", { id: "recruiters/companyJobs" }),
      route("client_contacts/:id/jobs", "areas/recruiters/relatedRecords.tsx", { id: "recruiters/contactJobs" }),
      route("client_companies/:id/applies", "areas/recruiters/relatedRecords.tsx", { id: "recruiters/companyApplies" }),
      route("client_contacts/:id/applies", "areas/recruiters/relatedRecords.tsx", { id: "recruiters/contactApplies" }),
      route("candidates/:id/merge/:other", "areas/recruiters/candidateMerge.tsx"),
      route("talent_pool", "areas/recruiters/lists/talentPool.tsx"),
      route("*", "entities/entityRoute.tsx", { id: "recruiters/entities" }),
    ]),
  ]),
]);
