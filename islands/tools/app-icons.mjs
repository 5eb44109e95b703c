// Makes the web app manifest's PNG icons from the favicon, once (the PNGs
// are committed; run again after changing content/static/favicon.svg):
//
//     cd islands && node tools/app-icons.mjs
//
// Debian's Chromium draws the SVG at each size (no image library needed):
// icon-192.png and icon-512.png are the favicon as it is; the maskable one
// (for platforms that crop icons to a circle or squircle) fills the square
// with the favicon's background colour and draws the favicon at 80 %, inside
// the safe zone those platforms never crop.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e-support/browser.mjs';
import { REPO } from '../e2e-support/paths.mjs';

const FAVICON = path.join(REPO, 'content/static/favicon.svg');
const OUT = path.join(REPO, 'content/static/icons');
const ICONS = [
  { name: 'icon-192.png', size: 192, scale: 1 },
  { name: 'icon-512.png', size: 512, scale: 1 },
  { name: 'icon-maskable-512.png', size: 512, scale: 0.8 },
];

const svg = fs.readFileSync(FAVICON, 'utf8');
// The favicon's first fill is its background (a rounded square).
const background = svg.match(/fill="(#[0-9a-fA-F]{3,8})"/)?.[1];
if (!background) throw new Error(`${FAVICON}: no fill colour found for the maskable icon's background`);

fs.mkdirSync(OUT, { recursive: true });
const { browser, close } = await launchBrowser();
try {
  for (const { name, size, scale } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    const fill = scale < 1 ? background : 'transparent';
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${fill}">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({ path: path.join(OUT, name), omitBackground: scale === 1 });
    await page.close();
    console.log(`wrote ${path.relative(REPO, path.join(OUT, name))}`);
  }
} finally {
  await close();
}
