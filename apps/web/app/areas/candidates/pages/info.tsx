import { ComingSoon } from "../../ComingSoon";

/** `/candidates/info`: the candidate's personal data (Seus Dados). */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
