import { ApiError } from "@seleta/api-client";
import { describe, expect, it } from "vitest";
import { curriculumPaths, curriculumRefusal, curriculumView, postedCurriculum } from "./curriculumForms";

describe("the CV page's forms", () => {
  it("reads the outcome and the removal's confirmation step from the URL", () => {
    const view = (path: string) => curriculumView(new URL(`http://localhost${path}`));
    expect(view("/candidates/curriculum")).toEqual({ outcome: null, confirmRemoval: false });
    expect(view(curriculumPaths.sent)).toEqual({ outcome: "sent", confirmRemoval: false });
    expect(view(curriculumPaths.removed)).toEqual({ outcome: "removed", confirmRemoval: false });
    expect(view(curriculumPaths.confirmRemoval)).toEqual({ outcome: null, confirmRemoval: true });
  });

  it("passes on the file the browser sent, and knows when none was chosen", () => {
    const chosen = new FormData();
    chosen.set("intent", "upload");
    chosen.set("file", new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    const posted = postedCurriculum(chosen);
    expect(posted.intent).toBe("upload");
    expect(posted.intent === "upload" && posted.file?.name).toBe("cv.pdf");

    // What a browser sends for a file input left empty: a part without a name or bytes.
    const nothing = new FormData();
    nothing.set("intent", "upload");
    nothing.set("file", new File([], ""));
    expect(postedCurriculum(nothing)).toEqual({ intent: "upload", file: null });
    const typed = new FormData();
    typed.set("intent", "upload");
    typed.set("file", "cv.pdf");
    expect(postedCurriculum(typed)).toEqual({ intent: "upload", file: null });
  });

  it("reads the CV to remove by its id, and no other form", () => {
    const remove = (id: string) => {
      const form = new FormData();
      form.set("intent", "remove");
      form.set("id", id);
      return postedCurriculum(form);
    };
    expect(remove("12")).toEqual({ intent: "remove", id: 12 });
    expect(remove("12; drop")).toEqual({ intent: "remove", id: null });
    expect(postedCurriculum(new FormData())).toEqual({ intent: null });
  });

  it("shows the API's refusal in its words, and its own when the API could not answer", () => {
    const tooLarge = new ApiError(413, { code: "payload_too_large", message: "File too large, the max size is 5mb" });
    expect(curriculumRefusal(tooLarge)).toMatchObject({
      problem: { kind: "message", text: "File too large, the max size is 5mb" },
      httpStatus: 413,
    });
    expect(curriculumRefusal(new ApiError(0, { code: "network_error", message: "" }))).toMatchObject({
      problem: { kind: "failed" },
      httpStatus: 503,
    });
    expect(curriculumRefusal(new Error("boom"))).toMatchObject({ problem: { kind: "failed" }, httpStatus: 503 });
  });

  it("says a refusal naming the file as the page's one message, not a field's", () => {
    const corrupted = new ApiError(422, {
      code: "validation_failed",
      message: "Arquivo corrompido.",
      fields: { file: ["Arquivo corrompido."] },
    });
    expect(curriculumRefusal(corrupted)).toEqual({
      values: null,
      errors: {},
      problem: { kind: "message", text: "Arquivo corrompido." },
      httpStatus: 422,
    });
  });
});
