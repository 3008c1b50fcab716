import { ComingSoon } from "../../ComingSoon";

/** `/candidates/educations`: the candidate's education. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
