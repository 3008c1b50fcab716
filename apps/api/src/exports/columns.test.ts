import { describe, expect, it } from "vitest";
import { dateTimeText } from "./columns";

/** What Intl says, the reference the fast path must match. */
const reference = new Intl.DateTimeFormat("en-GB", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const expected = (date: Date) => reference.format(date).replace(",", "");

describe("dateTimeText", () => {
  it("writes dd/mm/yyyy hh:mm in Brasília time, summer times included", () => {
    expect(dateTimeText(new Date("2026-11-22T12:34:56Z"))).toBe("22/11/2026 09:34");
    // Summer time (UTC−2) began at local midnight on 4 Nov 2018 and ended at local midnight on 17 Feb 2019.
    expect(dateTimeText(new Date("2018-11-04T02:59:00Z"))).toBe("03/11/2018 23:59");
    expect(dateTimeText(new Date("2018-11-04T03:00:00Z"))).toBe("04/11/2018 01:00");
    expect(dateTimeText(new Date("2019-02-17T01:59:00Z"))).toBe("16/02/2019 23:59");
    expect(dateTimeText(new Date("2019-02-17T02:00:00Z"))).toBe("16/02/2019 23:00");
    expect(dateTimeText("2024-01-31 23:30:00+00")).toBe("31/01/2024 20:30");
    expect(dateTimeText("not a date")).toBe("not a date");
  });

  it("matches Intl at every hour boundary of the summer-time years and at random instants since 1900", () => {
    const instants: Date[] = [];
    for (let time = Date.UTC(2017, 9, 1); time < Date.UTC(2019, 3, 1); time += 3_600_000) {
      instants.push(new Date(time - 60_000), new Date(time));
    }
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    for (let index = 0; index < 20_000; index++) instants.push(new Date(from + Math.floor(random() * (to - from))));
    const wrong = instants.filter((date) => dateTimeText(date) !== expected(date));
    expect(wrong.map((date) => [date.toISOString(), dateTimeText(date), expected(date)])).toEqual([]);
  });
});
