import { ComingSoon } from "../../ComingSoon";

/** `/candidates/insights`: the firm's insights, for candidates. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
