import { ComingSoon } from "../ComingSoon";

/** `/client_contacts/`: the client contacts' login and home (spec §2), open to everyone. */
export default function ClientContactsLanding() {
  return <ComingSoon lead="areas.soon.clientContacts" action={{ href: "/", label: "areas.soon.back" }} />;
}
