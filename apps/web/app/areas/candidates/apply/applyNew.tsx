import { ComingSoon } from "../../ComingSoon";

/** `/candidates/jobs/{job_uid}/applies/new`: applying to a job, with its questions. */
export default function Page() {
  return <ComingSoon lead="areas.soon.candidates" action={{ href: "/candidates", label: "areas.soon.back" }} />;
}
