/**
 * The candidate area (spec §2 "Candidate area"): `/candidates` is the candidates' landing and home, open to
 * everyone; sign-up and the forgotten password are guest pages; every other page sits in the layout behind the
 * candidates' guard (sign-in, then a confirmed e-mail and a completed registration, which only the registration
 * wizard itself waives). Folders by subject: `auth` (getting an account and back into it), `wizard` (the
 * registration), `pages` (the profile's sections and the area's other pages), `cv`, `apply`, `candidacy` (where each
 * application stands) and `privacy` (settings and LGPD rights).
 */
import { index, layout, prefix, route } from "@react-router/dev/routes";
import { documentPages } from "../../renderingModes";

export const candidateRoutes = documentPages([
  ...prefix("candidates", [
    index("areas/candidates/landing.tsx"),
    route("register/SignUp", "areas/candidates/auth/signUp.tsx"),
    route("forgot_password", "areas/candidates/auth/forgotPassword.tsx"),
    route("sign_out", "areas/candidates/auth/signOut.ts"),
    layout("areas/candidates/layout.tsx", { id: "candidates/layout" }, [
      route("register", "areas/candidates/wizard/register.tsx"),
      route("home", "areas/candidates/pages/home.tsx"),
      route("overview", "areas/candidates/pages/overview.tsx"),
      route("info", "areas/candidates/pages/info.tsx"),
      route("profile", "areas/candidates/pages/profile.tsx"),
      route("educations", "areas/candidates/pages/educations.tsx"),
      route("experience", "areas/candidates/pages/experience.tsx"),
      route("languages", "areas/candidates/pages/languages.tsx"),
      route("skills", "areas/candidates/pages/skills.tsx"),
      route("pretensions", "areas/candidates/pages/pretensions.tsx"),
      route("curriculum", "areas/candidates/cv/curriculum.tsx"),
      route("candidacy", "areas/candidates/candidacy/candidacy.tsx"),
      route("settings", "areas/candidates/privacy/settings.tsx"),
      route("jobs/:job_uid?/applies/new", "areas/candidates/apply/applyNew.tsx"),
      route("courses", "areas/candidates/pages/courses.tsx"),
      route("cultural_fit", "areas/candidates/pages/culturalFit.tsx"),
      route("cultural_fit/Show", "areas/candidates/pages/culturalFitShow.tsx"),
      route("insights", "areas/candidates/pages/insights.tsx"),
      route("meet", "areas/candidates/pages/meet.tsx"),
      route("partners/:partner?", "areas/candidates/pages/partners.tsx"),
      route("evaluations/:uid", "areas/candidates/pages/evaluation.tsx"),
      route("index1", "areas/candidates/pages/index1.tsx"),
    ]),
  ]),
]);
