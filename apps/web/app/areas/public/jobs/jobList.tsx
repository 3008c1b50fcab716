import { data } from "react-router";

/** Not built yet: answers 404 until its page lands. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function JobList() {
  return null;
}
