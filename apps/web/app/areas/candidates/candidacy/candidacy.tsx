import { ComingSoon } from "../../ComingSoon";

/** `/candidates/candidacy`: the candidate's applications and where each stands. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
