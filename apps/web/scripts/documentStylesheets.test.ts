import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCUMENT_STYLESHEETS, layoutCssFiles } from "./documentStylesheets";

const routes = [
  { id: "root", css: ["/assets/themes.css", "/assets/root.css#"] },
  { id: "public/layout", parentId: "root", css: ["/assets/themes.css#", "/assets/chrome.css"] },
  { id: "areas/public/jobs/jobPage", parentId: "public/layout", css: ["/assets/chrome.css", "/assets/job.css"] },
  { id: "areas/public/content/home", parentId: "public/layout", css: ["/assets/home.css", "/assets/job.css"] },
  { id: "shortlist/layout", parentId: "root", css: ["/assets/shortlist.css"] },
  { id: "areas/shortlist/review", parentId: "shortlist/layout", css: ["/assets/review.css", "/assets/job.css"] },
  { id: "recruiters/layout", parentId: "root", css: ["/assets/shell.css"] },
  { id: "recruiters/entities", parentId: "recruiters/layout", css: ["/assets/list.css"] },
];

describe("a document layout's one stylesheet", () => {
  it("holds the root's, the layout's and every public page's CSS once, root first", () => {
    expect(layoutCssFiles(routes, "public/layout")).toEqual([
      "/assets/themes.css",
      "/assets/root.css",
      "/assets/chrome.css",
      "/assets/job.css",
      "/assets/home.css",
    ]);
  });

  it("leaves out the other areas' CSS", () => {
    expect(layoutCssFiles(routes, "public/layout")).not.toContain("/assets/shell.css");
    expect(layoutCssFiles(routes, "public/layout")).not.toContain("/assets/list.css");
    expect(layoutCssFiles(routes, "public/layout")).not.toContain("/assets/shortlist.css");
  });

  it("is made for a shortlist's link too: its layout's and pages' CSS after the root's", () => {
    expect(layoutCssFiles(routes, "shortlist/layout")).toEqual([
      "/assets/themes.css",
      "/assets/root.css",
      "/assets/shortlist.css",
      "/assets/review.css",
      "/assets/job.css",
    ]);
  });

  it("names only layouts of document areas, by the ids their routes declare", () => {
    const areas = join(import.meta.dirname, "..", "app", "areas");
    const routeFiles = readdirSync(areas)
      .map((area) => join(areas, area, "routes.ts"))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, "utf8"));
    for (const layoutId of Object.keys(DOCUMENT_STYLESHEETS)) {
      const declaring = routeFiles.filter((text) => text.includes(`{ id: "${layoutId}" }`));
      expect(declaring, layoutId).toHaveLength(1);
      expect(declaring[0], layoutId).toContain("documentPages(");
      expect(declaring[0], layoutId).not.toContain("hydratedPages(");
    }
  });

  it("fails loudly when the build has no public layout", () => {
    expect(() =>
      layoutCssFiles(
        routes.filter((route) => route.id !== "public/layout"),
        "public/layout",
      ),
    ).toThrow(/public\/layout/);
  });
});
