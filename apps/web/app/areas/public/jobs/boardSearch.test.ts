import { ApiError, type PublicJobQuery } from "@seleta/api-client";
import type { PublicJobListAnswer } from "@seleta/domain/wire";
import { describe, expect, it } from "vitest";
import { searchBoard } from "./boardSearch";

const BOARD: PublicJobListAnswer = {
  jobs: [],
  total: 3,
  total_capped: false,
  page: 1,
  per_page: 20,
  search: { page: 1 },
  notices: [],
  specialties: [],
};

const refusing = (status: number) => async (query: PublicJobQuery) => {
  if (Object.keys(query).length > 0) throw new ApiError(status, { code: "invalid", message: "no" });
  return BOARD;
};

describe("the board's search", () => {
  it("shows the API's answer to the visitor's search", async () => {
    const answer = { ...BOARD, total: 1, search: { term: "gestão", page: 1 } };
    expect(await searchBoard(async () => answer, { term: "gestão" })).toEqual({ answer, unreadable: false });
  });

  it("shows the whole board, marked unreadable, when the API refuses the search", async () => {
    expect(await searchBoard(refusing(400), { term: "x" })).toEqual({ answer: BOARD, unreadable: true });
  });

  it("leaves a server failure a failure", async () => {
    await expect(searchBoard(refusing(500), { term: "x" })).rejects.toThrow(ApiError);
  });
});
