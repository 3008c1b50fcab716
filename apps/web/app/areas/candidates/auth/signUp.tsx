import { ComingSoon } from "../../ComingSoon";

/** `/candidates/register/SignUp`: the candidate's sign-up (spec §2). */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
