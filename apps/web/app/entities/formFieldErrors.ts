import { isApiError } from "@seleta/api-client";

/**
 * The server's field messages of a refused save (`ApiError.fields`), first one per field, keyed as the form's fields
 * are: without the body's root key when the API names fields under it (`candidate.cpf` → `cpf`). Null when the
 * refusal names no field (the form then shows its own message).
 */
export function formFieldErrors(error: unknown, root?: string): Record<string, string> | null {
  if (!isApiError(error) || Object.keys(error.fields).length === 0) return null;
  const prefix = root ? `${root}.` : "";
  return Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, messages]) =>
      messages[0] ? [[prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field, messages[0]]] : [],
    ),
  );
}
