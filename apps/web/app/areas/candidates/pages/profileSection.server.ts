/**
 * The server's half of the profile's pages (`CandidateSectionPage`): their loader and their action, which calls the
 * API in-process as the candidate.
 */
import { type CandidateProfilePatch, updateCandidateProfile } from "@seleta/api-client";
import type { CandidateProfilePage } from "@seleta/domain/candidate-widgets";
import { data, redirect } from "react-router";
import { SAVED_PARAM } from "../../../forms/savedNotice";
import { requestServices } from "../../../services/requestServices.server";
import { loadCandidateProfile } from "./profileData";
import { type ProfileFormRefusal, profileFormRefusal, profilePageForm, readProfileForm } from "./profileSectionForm";

type RouteArgs = { readonly request: Request; readonly context: unknown };

/** The loader of every profile page: the profile in the request's cache, and whether the form was just saved. */
export async function loadProfileSection({ request, context }: RouteArgs): Promise<{ saved: boolean }> {
  await loadCandidateProfile(requestServices({ request, context }));
  return { saved: new URL(request.url).searchParams.get(SAVED_PARAM) === "1" };
}

/** The action of every profile page: save and redirect, draw again with a row more or less, or show the refusal. */
export async function saveProfileSection(page: CandidateProfilePage, { request, context }: RouteArgs) {
  const posted = readProfileForm(page, await request.formData());
  if (posted.kind === "redraw") return data<ProfileFormRefusal>({ values: posted.values, errors: {}, problem: null });
  try {
    await updateCandidateProfile(requestServices({ request, context }).http, posted.payload as CandidateProfilePatch);
  } catch (error) {
    const { httpStatus, ...refusal } = profileFormRefusal(error, posted.values);
    return data<ProfileFormRefusal>(refusal, { status: httpStatus });
  }
  throw redirect(`${profilePageForm(page).path}?${SAVED_PARAM}=1`, 303);
}
