/**
 * A document page's form post is read by React Router, not by the API's upload code, and nothing upstream bounds it:
 * a page that takes files reads its body through this cap, so a huge (or endless) post costs the server at most
 * `maxBytes` of memory before it is refused.
 */
import { maxFileBytes } from "@seleta/domain";
import { type Question, questionKind } from "@seleta/domain/wire";

/** Room for the text fields of a form (answers, hidden fields, multipart headers). */
const TEXT_ALLOWANCE_BYTES = 1_000_000;

/**
 * The most an answers form may weigh: each video question's file up to twice the API's limit (so a clip a little
 * over it still reaches the API, which names the question it belongs to) and the text. Pure.
 */
export function answersBodyLimit(questions: readonly Question[], limits: { readonly video_max_mb: number }): number {
  const videos = questions.filter((question) => questionKind(question) === "video").length;
  return videos * 2 * maxFileBytes(limits.video_max_mb) + TEXT_ALLOWANCE_BYTES;
}

/** The posted form, or null when its body is over `maxBytes` (stated or counted while reading). */
export async function readPostedForm(request: Request, maxBytes: number): Promise<FormData | null> {
  const stated = Number(request.headers.get("content-length"));
  if (Number.isFinite(stated) && stated > maxBytes) return null;
  if (!request.body) return request.formData();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const headers = new Headers();
  const type = request.headers.get("content-type");
  if (type) headers.set("content-type", type);
  return new Response(Buffer.concat(chunks), { headers }).formData();
}
