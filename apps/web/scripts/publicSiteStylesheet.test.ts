import { describe, expect, it } from "vitest";
import { publicSiteCssFiles } from "./publicSiteStylesheet";

const routes = [
  { id: "root", css: ["/assets/themes.css", "/assets/root.css#"] },
  { id: "public/layout", parentId: "root", css: ["/assets/themes.css#", "/assets/chrome.css"] },
  { id: "areas/public/jobs/jobPage", parentId: "public/layout", css: ["/assets/chrome.css", "/assets/job.css"] },
  { id: "areas/public/content/home", parentId: "public/layout", css: ["/assets/home.css", "/assets/job.css"] },
  { id: "recruiters/layout", parentId: "root", css: ["/assets/shell.css"] },
  { id: "recruiters/entities", parentId: "recruiters/layout", css: ["/assets/list.css"] },
];

describe("the public site's one stylesheet", () => {
  it("holds the root's, the layout's and every public page's CSS once, root first", () => {
    expect(publicSiteCssFiles(routes)).toEqual([
      "/assets/themes.css",
      "/assets/root.css",
      "/assets/chrome.css",
      "/assets/job.css",
      "/assets/home.css",
    ]);
  });

  it("leaves out the other areas' CSS", () => {
    expect(publicSiteCssFiles(routes)).not.toContain("/assets/shell.css");
    expect(publicSiteCssFiles(routes)).not.toContain("/assets/list.css");
  });

  it("fails loudly when the build has no public layout", () => {
    expect(() => publicSiteCssFiles(routes.filter((route) => route.id !== "public/layout"))).toThrow(/public\/layout/);
  });
});
