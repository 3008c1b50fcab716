/**
 * The forgotten password's route `loader` and `action`, shared by every strategy's page (auth/ForgotPasswordPage.tsx).
 * The forms post to the page itself; the action asks the API in-process as the visitor (their address counts for the
 * API's rate limit, their page's Origin for the cross-site check), then redirects (303) with the outcome in the URL,
 * so a reload sends nothing again, or returns the refusal the page draws with what was typed.
 */
import { requestPasswordReset, resetPassword } from "@seleta/api-client";
import type { AuthStrategy } from "@seleta/domain";
import { data, redirect } from "react-router";
import { SIGN_IN_PAGE_SETS } from "../i18n/messageSets";
import { requestServices } from "../services/requestServices.server";
import {
  FORGOT_PASSWORD_OUTCOMES,
  forgotPasswordView,
  forgotRequestRefusal,
  postedForgotPassword,
  resetMismatch,
  resetRefusal,
} from "./forgotPasswordForm";

/** The form the URL asks for (ForgotPasswordPage reads it with `useLoaderData`). */
export function forgotPasswordLoaderData(request: Request) {
  return { view: forgotPasswordView(new URL(request.url)) };
}

/** The same in a hydrated area, with the sign-in pages' texts, a set of their own (i18n/messageSets.ts). */
export function forgotPasswordSignInPageData(request: Request) {
  return { ...forgotPasswordLoaderData(request), messageSets: SIGN_IN_PAGE_SETS };
}

/** Sends the posted form to the API: `forgotPath` is the strategy's page, where the outcome is shown. */
export async function forgotPasswordAction(
  strategy: AuthStrategy,
  forgotPath: string,
  { request, context }: { request: Request; context: unknown },
) {
  const posted = postedForgotPassword(await request.formData(), new URL(request.url));
  const { http } = requestServices({ request, context });
  if (posted.form === "request") {
    try {
      await requestPasswordReset(http, strategy, posted.email);
    } catch (error) {
      const { httpStatus, ...refusal } = forgotRequestRefusal(error, posted.email);
      return data({ refusal }, { status: httpStatus });
    }
    throw redirect(`${forgotPath}?${FORGOT_PASSWORD_OUTCOMES.sent}=1`, 303);
  }
  const mismatch = resetMismatch(posted);
  if (mismatch) {
    const { httpStatus, ...refusal } = mismatch;
    return data({ refusal }, { status: httpStatus });
  }
  try {
    await resetPassword(http, strategy, { token: posted.token, password: posted.password });
  } catch (error) {
    const { httpStatus, ...refusal } = resetRefusal(error);
    return data({ refusal }, { status: httpStatus });
  }
  throw redirect(`${forgotPath}?${FORGOT_PASSWORD_OUTCOMES.done}=1`, 303);
}
