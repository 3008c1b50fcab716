import { ComingSoon } from "../../ComingSoon";

/** `/candidates/meet`: the candidate's interviews and meetings. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
