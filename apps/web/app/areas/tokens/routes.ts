/**
 * Pages reached from a link in a mail or message, opened by whoever holds the link (spec §2): the link's token or
 * id is the only credential, so each page shows and changes only what its token names. Documents: each is one
 * question and one form, posted to the page's `action`.
 */
import { route } from "@react-router/dev/routes";
import { documentPages } from "../../renderingModes";

export const tokenRoutes = documentPages([
  // The unsubscribe link of a prospecting mail.
  route("prospecting/unsubscribe/:id", "areas/tokens/prospectingUnsubscribe.tsx"),
  // The confirmation mail's link of a candidate's sign-up.
  route("confirmations/:token", "areas/tokens/confirmation.tsx"),
  // The confirmation link of a candidate's request to delete their account (LGPD).
  route("account_deletion/:token", "areas/tokens/accountDeletion.tsx"),
]);
