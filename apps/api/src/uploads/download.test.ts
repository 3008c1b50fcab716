import { describe, expect, it } from "vitest";
import { contentDisposition, displayName, downloadName } from "./download";

describe("downloadName", () => {
  it("keeps a name that already ends with the real extension", () => {
    expect(downloadName("CV Carla.PDF", "pdf")).toBe("CV Carla.PDF");
  });

  it("adds the real extension to a name that claims another", () => {
    expect(downloadName("photo.png", "pdf")).toBe("photo.png.pdf");
    expect(downloadName("page.html", "docx")).toBe("page.html.docx");
  });

  it("takes path separators, quotes and control characters out", () => {
    expect(downloadName('../a/b\\c"d\r\ne', "pdf")).toBe(".._a_b_c_d_e.pdf");
    expect(downloadName("   ", "png")).toBe("file.png");
  });
});

describe("contentDisposition", () => {
  it("is an attachment with an ASCII name and the UTF-8 one (RFC 8187)", () => {
    expect(contentDisposition("Currículo (final) 100%.pdf")).toBe(
      `attachment; filename="Curriculo (final) 100_.pdf"; filename*=UTF-8''Curr%C3%ADculo%20%28final%29%20100%25.pdf`,
    );
  });

  it("survives a name with no ASCII at all", () => {
    expect(contentDisposition("履歴書")).toBe(
      `attachment; filename="file"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8`,
    );
  });
});

describe("displayName", () => {
  it("prefers the name the user typed, else the file's own without its folders", () => {
    expect(displayName("  Meu CV ", "x.pdf")).toBe("Meu CV");
    expect(displayName(undefined, "C:\\Users\\ana\\cv.pdf")).toBe("cv.pdf");
    expect(displayName("", "")).toBe("file");
  });

  it("is cut to 255 characters", () => {
    expect(displayName("á".repeat(300), "x")).toHaveLength(255);
  });
});
