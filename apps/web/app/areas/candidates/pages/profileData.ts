/**
 * The data every page of the candidate's profile loads (docs/architecture.md "Loading a page's data"): the
 * candidate's own profile (`GET /candidates/profile`). The layout guards the area; this loads the page's query.
 */
import { candidateProfileQueries } from "@seleta/api-client";
import type { AppServices } from "../../../services/services";
import { pageData } from "../../pageData";

export async function loadCandidateProfile({ http, queryClient }: AppServices): Promise<null> {
  await pageData(queryClient.ensureQueryData(candidateProfileQueries.profile(http)));
  return null;
}
