import { ComingSoon } from "../../ComingSoon";

/** `/candidates/cultural_fit`: the cultural-fit questionnaire. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
