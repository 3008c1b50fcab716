import { ComingSoon } from "../ComingSoon";

/** `/client_contacts/jobs`: the jobs of the contact's company (spec §2 menu "Job"). */
export default function ClientContactJobs() {
  return (
    <ComingSoon lead="areas.soon.clientContacts" action={{ href: "/client_contacts/", label: "areas.soon.back" }} />
  );
}
