/**
 * Spec §2's catch-all `/{schema}` and every other path no route claims: the 404 page, inside the brand's chrome,
 * with the ways on a visitor most likely wants (the jobs, the home, contact) and Voltar to / (the public layout's
 * ErrorBoundary, site/ErrorPanel.tsx). The status is 404 and the answer is not cached (entry.server.tsx), so a page
 * published later at that path shows at once.
 */
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
