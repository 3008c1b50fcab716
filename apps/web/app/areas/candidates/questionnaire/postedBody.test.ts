import type { Question } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { answersBodyLimit, readPostedForm } from "./postedBody";

const posted = (form: FormData) =>
  new Request("http://localhost/candidates/jobs/x/applies/new", { method: "POST", body: form });

describe("a document page's posted form", () => {
  it("reads a form within the limit, its file included", async () => {
    const form = new FormData();
    form.set("answer_0", "Quero liderar.");
    form.set("video_1", new File([new Uint8Array(2000)], "clip.webm", { type: "video/webm" }));
    const read = await readPostedForm(posted(form), 10_000);
    expect(read?.get("answer_0")).toBe("Quero liderar.");
    expect((read?.get("video_1") as File | undefined)?.size).toBe(2000);
  });

  it("refuses a body over the limit, whether it states its length or not", async () => {
    const form = new FormData();
    form.set("video_1", new File([new Uint8Array(20_000)], "clip.webm", { type: "video/webm" }));
    expect(await readPostedForm(posted(form), 10_000)).toBeNull();
    const body = await new Response(form).arrayBuffer();
    const stated = new Request("http://localhost/x", {
      method: "POST",
      body,
      headers: { "content-length": String(body.byteLength), "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await readPostedForm(stated, 10_000)).toBeNull();
  });

  it("allows each video question twice the API's limit, and room for the text", () => {
    const questions: Question[] = [
      { text: "Por quê?", response_type: 0, options: [], required: true },
      { text: "Vídeo 1", response_type: "video", options: [], required: true },
      { text: "Vídeo 2", response_type: "video", options: [], required: false },
    ];
    expect(answersBodyLimit(questions, { video_max_mb: 50 })).toBe(201_000_000);
    expect(answersBodyLimit(questions.slice(0, 1), { video_max_mb: 50 })).toBe(1_000_000);
  });
});
