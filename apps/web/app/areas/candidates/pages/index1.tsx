import { ComingSoon } from "../../ComingSoon";

/** `/candidates/index1`: the candidate's jobs dashboard. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
