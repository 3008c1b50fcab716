import { ComingSoon } from "../../ComingSoon";

/** `/candidates/courses`: the firm's courses, for candidates. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
