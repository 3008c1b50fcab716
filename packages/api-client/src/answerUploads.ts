/**
 * Answers that carry video clips travel as multipart: the JSON body in one field and each clip as `video_<index>`
 * (what the API's uploads/videoAnswers.ts reads), for an apply and for a sent evaluation alike.
 */
import { videoFieldName } from "@seleta/domain/wire";

/** The multipart form of a JSON body under `jsonField` and its video answers by question index. */
export function answersFormData(jsonField: string, body: unknown, videos: ReadonlyMap<number, Blob>): FormData {
  const form = new FormData();
  form.set(jsonField, JSON.stringify(body));
  for (const [index, video] of videos) {
    const ext = video.type.includes("mp4") ? "mp4" : video.type.includes("quicktime") ? "mov" : "webm";
    form.set(videoFieldName(index), video, `video-${index + 1}.${ext}`);
  }
  return form;
}
