import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Draws the PNG files under public/ that browsers or the API ask for by a fixed name: /favicon.ico (browsers
 * ask for it whatever the page links) from public/favicon.svg, and the rank badges /images/rank/lv1..5.png the
 * gateway's user view names (gateway/src/api/user-view.ts: keep the colours in step). Chromium draws them, so
 * the CJK glyph comes out as on screen. Run once after changing a drawing; the outputs are committed.
 * Usage: node --import tsx scripts/make-icons.ts
 */
const PUBLIC = path.resolve(import.meta.dirname, '../public');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Rank level and colour, lv1 新手 … lv5 大师. */
const RANKS = [
  [1, '#8c8c8c'],
  [2, '#52c41a'],
  [3, '#1677ff'],
  [4, '#722ed1'],
  [5, '#fa8c16'],
] as const;

const rankBadge = (level: number, color: string) => `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <path d="M16 1 29 6v9c0 8-5.6 13.6-13 16C8.6 28.6 3 23 3 15V6z" fill="${color}"/>
  <text x="16" y="22.5" text-anchor="middle" font-size="17" font-weight="700" fill="#fff"
    font-family="Arial, sans-serif">${level}</text>
</svg>`;

/** An .ico file holding PNG images (every browser since IE 11 reads PNG entries). */
function ico(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();

async function draw(svg: string, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<body style="margin:0;background:transparent">${sized}</body>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
const sizes = [16, 32, 48];
const pngs = [];
for (const size of sizes) pngs.push({ size, data: await draw(favicon, size) });
writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico(pngs));
for (const [level, color] of RANKS)
  writeFileSync(path.join(PUBLIC, `images/rank/lv${level}.png`), await draw(rankBadge(level, color), 32));
await browser.close();
console.log(`wrote favicon.ico (${sizes.join(', ')} px) and images/rank/lv1..${RANKS.length}.png`);
