import { ComingSoon } from "../../ComingSoon";

/** `/candidates/languages`: the candidate's languages. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
