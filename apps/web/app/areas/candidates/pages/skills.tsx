import { ComingSoon } from "../../ComingSoon";

/** `/candidates/skills`: the candidate's skills. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
