// Placeholder: built in issue 9 (this session).
export default function Page() {
  return <p>relatedJobs</p>;
}
