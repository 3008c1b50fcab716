import { chromium } from "playwright";
const [,, ...specs] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const spec of specs) {
  const [host, path, name, width] = spec.split(",");
  const page = await browser.newPage({ viewport: { width: Number(width || 1280), height: 900 } });
  await page.goto(`http://${host}:3999${path}`);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
