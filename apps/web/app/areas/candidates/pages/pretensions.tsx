import { ComingSoon } from "../../ComingSoon";

/** `/candidates/pretensions`: the candidate's salary expectations and hiring regimes. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
