import { ComingSoon } from "../ComingSoon";

/** `/candidates`: the candidates' landing (spec §2), open to everyone. */
export default function CandidatesLanding() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/", label: "areas.soon.back" }} />;
}
