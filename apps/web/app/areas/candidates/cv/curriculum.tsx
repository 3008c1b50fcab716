import { ComingSoon } from "../../ComingSoon";

/** `/candidates/curriculum`: the candidate's CV: upload and what was read of it. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
