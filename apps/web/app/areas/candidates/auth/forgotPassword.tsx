import { ComingSoon } from "../../ComingSoon";

/** `/candidates/forgot_password`: asks for a reset mail, and with the mail's token sets a new password. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
