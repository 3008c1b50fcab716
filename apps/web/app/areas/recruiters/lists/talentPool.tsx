/**
 * `/recruiters/talent_pool` (the Entities panel's "Banco de talentos"): the business's talent pool is one list, found
 * (or made on first use) by the API, so this page sends to that list's own page, where its candidates are searched
 * and worked like any list's. The recruiter layout's guard runs first.
 */
import { tearsheetQueries } from "@seleta/api-client";
import { redirect } from "react-router";
import { requestServices } from "../../../services/requestServices.server";
import { type AppServices, appServices } from "../../../services/services";
import { AreaErrorBoundary } from "../../AreaErrorBoundary";
import { pageData } from "../../pageData";
import type { Route } from "./+types/talentPool";

async function toTalentPool({ http, queryClient }: AppServices): Promise<never> {
  const pool = await pageData(queryClient.fetchQuery(tearsheetQueries.talentPool(http)));
  throw redirect(`/recruiters/tearsheets/${pool.id}`);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return toTalentPool(requestServices({ request, context }));
}

export async function clientLoader(_args: Route.ClientLoaderArgs) {
  return toTalentPool(appServices());
}

export const ErrorBoundary = AreaErrorBoundary;

export default function TalentPool() {
  return null;
}
