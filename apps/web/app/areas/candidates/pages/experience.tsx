import { ComingSoon } from "../../ComingSoon";

/** `/candidates/experience`: the candidate's experience. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
