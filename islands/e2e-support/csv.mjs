// The CSV files the calculator pages download, read back by the browser tests
// with a parser of their own (not the site's), so a quoting bug cannot hide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Parses RFC 4180 text (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i++; } else cell += c;
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/**
 * Clicks `button` (a locator) and returns the file the page downloads:
 * { name, text }. The file goes through a temporary folder because
 * Playwright hands a download over only as a file.
 */
export async function downloadText(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-csv-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return { name: download.suggestedFilename(), text: fs.readFileSync(file, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
