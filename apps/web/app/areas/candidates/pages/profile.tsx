import { ComingSoon } from "../../ComingSoon";

/** `/candidates/profile`: the candidate's professional profile. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
