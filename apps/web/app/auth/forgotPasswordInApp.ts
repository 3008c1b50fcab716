/**
 * The forgotten password's page in a hydrated area (the recruiters', the client contacts'): on a later navigation its
 * data is still the server's (the token's check), and the sign-in pages' texts load beside it.
 */
import { SIGN_IN_PAGE_SETS } from "../i18n/messageSets";
import { documentLocale, loadMessageSets } from "../i18n/messages";

export async function forgotPasswordClientLoader<Data>({ serverLoader }: { serverLoader: () => Promise<Data> }) {
  const [data] = await Promise.all([serverLoader(), loadMessageSets(documentLocale(), SIGN_IN_PAGE_SETS)]);
  return data;
}
