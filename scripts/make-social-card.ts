/**
 * Renders the social sharing card (Open Graph and Twitter image of every page) to web/public/social-card.png:
 * 1200×630 pixels, drawn from HTML in Chromium. Run `npx tsx scripts/make-social-card.ts` after changing the
 * brand or the claim, and commit the PNG. CHROMIUM_PATH picks the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { siteConfig } from '../src/content/site.ts';

const card = siteConfig.socialImage;
const out = path.resolve(import.meta.dirname, '../web/public', card.path.slice(1));
const logo = fs.readFileSync(path.resolve(import.meta.dirname, '../web/public/favicon.svg'), 'utf8');

const html = `<!doctype html>
<html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${card.width}px; height: ${card.height}px; font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif;
    background: #3b2196; color: #fff; position: relative; overflow: hidden;
    padding: 72px 80px; display: flex; flex-direction: column; justify-content: space-between; }
  /* Flat colours only: a gradient would make the PNG several times larger. */
  .accent { position: absolute; right: -160px; top: -160px; width: 560px; height: 560px; border-radius: 50%; background: #5332c2; }
  .brand, h1, .points { position: relative; }
  .brand { display: flex; align-items: center; gap: 24px; }
  .brand svg { width: 88px; height: 88px; border-radius: 22px; box-shadow: 0 0 0 4px rgba(255,255,255,.85); }
  .name { font-size: 56px; font-weight: 700; letter-spacing: 1px; }
  .sub { font-size: 28px; opacity: .9; margin-top: 4px; }
  h1 { font-size: 64px; line-height: 1.12; font-weight: 700; max-width: 1000px; }
  .points { display: flex; gap: 16px; font-size: 26px; }
  .points span { background: #5332c2; border-radius: 999px; padding: 10px 24px; }
</style></head><body>
  <div class="accent"></div>
  <div class="brand">${logo}<div><div class="name">ISA</div><div class="sub">Interview Smart Agent</div></div></div>
  <h1>Interview every applicant. Shortlist in under 24 hours.</h1>
  <div class="points"><span>Structured interviews</span><span>Competency scoring</span><span>Fair by design</span></div>
</body></html>`;

// The e2e suite's browser settings (Debian's Chromium and its flags).
const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
try {
  const page = await browser.newPage({ viewport: { width: card.width, height: card.height } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'png' });
} finally {
  await browser.close();
}
console.log(`${path.relative(process.cwd(), out)}: ${(fs.statSync(out).size / 1000).toFixed(1)} kB`);
