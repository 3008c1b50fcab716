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

  it("names a stylesheet for the public site's layout and the shortlist's", () => {
    expect(Object.keys(DOCUMENT_STYLESHEETS)).toEqual(["public/layout", "shortlist/layout"]);
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
