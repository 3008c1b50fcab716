import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first and last names' initials", () => {
    expect(initials("Ana Maria Souza")).toBe("AS");
    expect(initials("  beatriz  ")).toBe("B");
  });
  it("skips Portuguese particles", () => {
    expect(initials("João da Silva")).toBe("JS");
    expect(initials("Maria dos Santos e Souza")).toBe("MS");
  });
  it("keeps accented initials", () => {
    expect(initials("Érica Ávila")).toBe("ÉÁ");
  });
  it("gives nothing for a missing name", () => {
    expect(initials("")).toBe("");
    expect(initials(null)).toBe("");
    expect(initials("de")).toBe("");
  });
});
