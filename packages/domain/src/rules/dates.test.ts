import { describe, expect, it } from "vitest";
import { f, t } from "../entities/field";
import { inputSchema } from "../entities/fieldSchemas";
import { calendarDateSchema, instantSchema } from "./dates";
import { issueMessage } from "./issues";

describe("the accepted dates", () => {
  it("are calendar dates of the years 1900 to 2199", () => {
    const date = calendarDateSchema();
    for (const accepted of ["1900-01-01", "2024-02-29", "2199-12-31"])
      expect(date.safeParse(accepted).success).toBe(true);
    for (const refused of [
      "0000-01-01",
      "1899-12-31",
      "2200-01-01",
      "9999-12-31",
      "10000-01-01",
      "2024-02-30",
      "-infinity",
      "275760-09-13",
    ]) {
      expect(date.safeParse(refused).success, refused).toBe(false);
    }
  });

  it("are instants with an offset in the same years", () => {
    const instant = instantSchema();
    expect(instant.safeParse("2026-05-12T10:20:30-03:00").success).toBe(true);
    for (const refused of ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59-14:00", "2024-02-30T00:00:00Z", "infinity"]) {
      expect(instant.safeParse(refused).success, refused).toBe(false);
    }
  });

  it("say why a date out of range is refused, in the user's language", () => {
    const result = inputSchema(f.date(t("Data", "Date"))).safeParse("0000-01-01");
    expect(result.success).toBe(false);
    const [issue] = result.error?.issues ?? [];
    expect(issue && issueMessage(issue, "pt-BR")).toBe("Data fora do intervalo aceito (anos de 1900 a 2199).");
    expect(issue && issueMessage(issue, "en")).toBe("Date outside the accepted range (years 1900 to 2199).");
  });
});
