/**
 * The registry form's server side, for every area with entity pages: the route action that reads what the form
 * posted with the model's one parser (`readPostedForm`) and saves it through the API as the signed-in visitor. The
 * same action answers a post without script (the browser's) and one through the router (the enhanced form): a save
 * goes on to the record's page (303), a refusal or a row's button draws the form again with what was typed.
 */
import {
  type DataFile,
  type EntityName,
  entityApi,
  entityRootKey,
  type HttpClient,
  uploadDataFile,
} from "@seleta/api-client";
import { type AnyEntity, entityRoute, formScope, readPostedForm } from "@seleta/domain";
import { nativeFileUploadName } from "@seleta/ui";
import { redirect } from "react-router";
import { formRefusal } from "../forms/formRefusal";
import { savedSearch } from "../forms/savedNotice";
import type { EntityFormRedraw } from "./entityFormData";

/** Files chosen in the form's file fields: each field's upload, if one was chosen. */
function chosenFiles(entity: AnyEntity, formData: FormData): [string, File][] {
  return entity.fieldList
    .filter((field) => field.kind === "file" || field.kind === "image")
    .flatMap((field) => {
      const file = formData.get(nativeFileUploadName(field.key));
      return file instanceof File && file.size > 0 ? [[field.key, file] as [string, File]] : [];
    });
}

/**
 * Each chosen file through the API's upload gate (its size and type checks), attached to the record; the field
 * keeps the stored file's address.
 */
async function uploadChosen(
  http: HttpClient,
  entity: AnyEntity,
  id: number,
  files: readonly [string, File][],
): Promise<Record<string, string>> {
  const uploaded: [string, DataFile][] = [];
  for (const [key, file] of files) {
    uploaded.push([key, await uploadDataFile(http, { entity: entity.name as EntityName, id, file })]);
  }
  return Object.fromEntries(uploaded.map(([key, data]) => [key, data.url]));
}

/**
 * The form's action: `id` null creates, else updates. A row's button draws the form again; a save refused by the
 * API draws it with the API's messages under their fields (its status), else goes to the record's page with the
 * saved notice (the duplicates the API found named in it).
 */
export async function entityFormAction(
  http: HttpClient,
  entity: AnyEntity,
  id: number | null,
  formData: FormData,
): Promise<Response | { readonly redraw: EntityFormRedraw; readonly status: number }> {
  const posted = readPostedForm(entity, formScope(entity), formData);
  if (posted.kind === "redraw") {
    return { redraw: { values: posted.values, errors: {}, problem: null }, status: 200 };
  }
  const name = entity.name as EntityName;
  const api = entityApi(http, name);
  const files = chosenFiles(entity, formData);
  try {
    // A file is attached to its record: an edit's files go first, a new record's once it exists.
    const saved =
      id === null
        ? await api.create(posted.payload as never)
        : await api.update(id, { ...posted.payload, ...(await uploadChosen(http, entity, id, files)) } as never);
    const savedId = (saved.record as { id: number }).id;
    if (id === null && files.length > 0) {
      await api.update(savedId, (await uploadChosen(http, entity, savedId, files)) as never);
    }
    const duplicates = ((saved as { duplicates?: { id: number; name: string }[] }).duplicates ?? []).map(
      ({ id: duplicateId, name }) => ({ id: duplicateId, name }),
    );
    return redirect(`${entityRoute(entity, { kind: "detail", id: savedId })}${savedSearch(duplicates)}`, 303);
  } catch (error) {
    const { httpStatus, ...refusal } = formRefusal(error, posted.values, {
      root: entityRootKey(name),
      fields: formScope(entity),
    });
    return { redraw: refusal, status: httpStatus };
  }
}
