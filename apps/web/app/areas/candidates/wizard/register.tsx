import { ComingSoon } from "../../ComingSoon";

/** `/candidates/register`: the three-step registration wizard (spec §2). */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
