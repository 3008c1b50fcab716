import { ComingSoon } from "../../ComingSoon";

/** `/candidates/settings`: sign-in settings and the candidate's LGPD rights. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
