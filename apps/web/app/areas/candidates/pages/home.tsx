import { ComingSoon } from "../../ComingSoon";

/** `/candidates/home`: the candidate's dashboard. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
