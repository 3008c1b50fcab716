import { ComingSoon } from "../../ComingSoon";

/** `/candidates/overview`: the signed-in candidate's overview (spec §2 side menu "Visão Geral"). */
export default function CandidateOverview() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
