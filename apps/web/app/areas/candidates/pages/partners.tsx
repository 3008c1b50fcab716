import { ComingSoon } from "../../ComingSoon";

/** `/candidates/partners/{partner?}`: the firm's partners' offers for candidates. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
