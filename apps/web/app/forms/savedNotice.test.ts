import { describe, expect, it } from "vitest";
import { savedNotice, savedSearch } from "./savedNotice";

describe("saved notice", () => {
  it("carries the duplicates' ids and names through the address, at most five", () => {
    const duplicates = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `Ana-${id} & Co` }));
    expect(savedNotice(savedSearch(duplicates))).toEqual({ duplicates: duplicates.slice(0, 5) });
  });

  it("drops a duplicate without a valid id, and says nothing without the saved flag", () => {
    expect(savedNotice("?saved=1&duplicate=Ana&duplicate=0-Bia&duplicate=7-Carla")).toEqual({
      duplicates: [{ id: 7, name: "Carla" }],
    });
    expect(savedNotice("?duplicate=7-Carla")).toBeNull();
  });
});
