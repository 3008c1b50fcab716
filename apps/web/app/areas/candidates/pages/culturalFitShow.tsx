import { ComingSoon } from "../../ComingSoon";

/** `/candidates/cultural_fit/Show`: the candidate's cultural-fit result. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
