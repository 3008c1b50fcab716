import { describe, expect, it } from "vitest";
import { archiveFileName } from "./candidateExport";

describe("archiveFileName", () => {
  it("keeps a file inside the archive's folder, whatever name it was uploaded with", () => {
    expect(archiveFileName(3, "currículo.pdf")).toBe("arquivos/3-currículo.pdf");
    expect(archiveFileName(4, "../../etc/passwd")).toBe("arquivos/4-_.._etc_passwd");
    expect(archiveFileName(5, "a\\b:c*?.pdf")).toBe("arquivos/5-a_b_c__.pdf");
    expect(archiveFileName(6, "...")).toBe("arquivos/6-arquivo");
  });

  it("keeps two files of the same name apart by their ids", () => {
    expect(archiveFileName(1, "cv.pdf")).not.toBe(archiveFileName(2, "cv.pdf"));
  });
});
