import { ComingSoon } from "../../ComingSoon";

/** `/candidates/evaluations/{uid}`: an evaluation the firm asked the candidate to answer. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
