// How fast the hash generator hashes a big file, and how much memory that
// takes (issue 14: a 256 MB file with SHA-256 and BLAKE3; target SHA-256
// ≥ 250 MB/s, memory growth < 64 MB). In Chromium against dist/ served by
// nginx: a 256 MiB file generated on disk is set into the page's file
// input, so the browser reads it from disk as a visitor's file would be.
// Timed in the page, from the input's change event to the digest shown.
//
// Memory, two measures:
// - the resident memory (RSS, /proc) of the whole Chromium process tree
//   (browser, renderer, the worker's thread, utilities): its peak while
//   hashing minus its level just before, i.e. everything the hashing costs
//   (slices, WebAssembly memory, blob reading);
// - the page's main-thread JavaScript heap (CDP Performance.getMetrics,
//   JSHeapUsedSize), peak minus before: what the page itself keeps.
//
//   node bench/hash-speed.mjs        (make bench prints its lines)
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { ISLAND } from '../e2e-support/site.mjs';

const MIB = 1024 * 1024;
/** HASH_BENCH_MIB=2048 checks a 2 GiB file the same way. */
const FILE_MIB = Number(process.env.HASH_BENCH_MIB ?? 256);
const ALGORITHMS = (process.env.HASH_BENCH_ALGORITHMS ?? 'sha256,blake3').split(',');
const SAMPLE_MS = 100;

/** A file of `mib` MiB of varied bytes, written 4 MiB at a time; its SHA-256 for the check. */
function writeFile(dir, mib) {
  const file = path.join(dir, `bench-${mib}mib.bin`);
  const block = Buffer.alloc(4 * MIB);
  const sha256 = createHash('sha256');
  const fd = fs.openSync(file, 'w');
  for (let b = 0; b < mib / 4; b++) {
    for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761 + b) >>> 0, i);
    fs.writeSync(fd, block);
    sha256.update(block);
  }
  fs.closeSync(fd);
  return { file, sha256: sha256.digest('hex') };
}

/** Resident bytes and CPU seconds used so far by a process and all its descendants (Linux /proc). */
function treeUsage(root) {
  const children = new Map();
  const rss = new Map();
  const cpu = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      // Field 24 of stat (RSS, pages); the slice starts at field 3.
      rss.set(Number(name), Number(fields[21]) * 4096);
      // utime + stime (fields 14 and 15), in clock ticks of 1/100 s.
      cpu.set(Number(name), (Number(fields[11]) + Number(fields[12])) / 100);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // The process ended while we looked.
    }
  }
  const total = { rss: 0, cpu: 0 };
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total.rss += rss.get(pid) ?? 0;
    total.cpu += cpu.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const treeRss = (root) => treeUsage(root).rss;

/** On a freshly opened page: choose the algorithm, then the file. */
async function hashOnce(page, cdp, pid, file, algorithm) {
  await page.locator(`${ISLAND} [name="algorithm"]`).selectOption(algorithm);
  await page.evaluate((s) => {
    const input = document.querySelector(`${s} input[type="file"]`);
    window.__hashStart = null;
    input.addEventListener('change', () => (window.__hashStart = performance.now()), { once: true, capture: true });
  }, ISLAND);
  const heap = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'JSHeapUsedSize').value;
  };
  const cpuBefore = treeUsage(pid).cpu;
  const rssBefore = treeRss(pid);
  const heapBefore = await heap();
  let rssPeak = rssBefore;
  let heapPeak = heapBefore;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      rssPeak = Math.max(rssPeak, treeRss(pid));
      heapPeak = Math.max(heapPeak, await heap());
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
  })();
  await page.locator(`${ISLAND} input[type="file"]`).setInputFiles(file);
  const handle = await page.waitForFunction(
    (s) => {
      const digest = document.querySelector(`${s} [data-output="fileHash"]`);
      return digest && window.__hashStart !== null ? { ms: performance.now() - window.__hashStart, digest: digest.textContent.trim() } : null;
    },
    ISLAND,
    { timeout: 600000, polling: 20 },
  );
  const { ms, digest } = await handle.jsonValue();
  const cpu = treeUsage(pid).cpu - cpuBefore;
  sampling = false;
  await sampler;
  return { ms, cpu, digest, rssGrowth: rssPeak - rssBefore, heapGrowth: heapPeak - heapBefore };
}

async function main() {
  const { launchBrowser } = await import('../e2e-support/browser.mjs');
  const { startServer } = await import('../e2e-support/server.mjs');
  const { openPage, waitForHydration } = await import('../e2e-support/site.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-hash-bench-'));
  const server = await startServer();
  const { browser, pid, close } = await launchBrowser();
  try {
    const big = writeFile(dir, FILE_MIB);
    // The same hashing on a file 8 times smaller: memory that does not grow
    // with the file is the worker's and the module's, not the data's.
    const small = writeFile(dir, FILE_MIB / 8);
    console.log(`## Hashing a ${FILE_MIB} MiB file in Chromium (/hash-generator, Web Worker + WebAssembly)`);
    console.log();
    console.log('| algorithm | file MiB | seconds | MiB/s (wall) | MiB per CPU second (Chromium) | Chromium RSS growth (peak) MiB | page JS heap growth MiB | digest |');
    console.log('|---|---|---|---|---|---|---|---|');
    const runs = [...ALGORITHMS.map((a) => [a, FILE_MIB, big]), ['sha256', FILE_MIB / 8, small]];
    for (const [algorithm, mib, { file, sha256 }] of runs) {
      const { context, page } = await openPage(browser, `${server.origin}/hash-generator`);
      await waitForHydration(page, ISLAND);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const r = await hashOnce(page, cdp, pid, file, algorithm);
      await context.close();
      const check = algorithm === 'sha256' ? (r.digest === sha256 ? 'ok (node:crypto)' : '**WRONG**') : r.digest.slice(0, 16) + '…';
      const mibs = mib / (r.ms / 1000);
      console.log(`| ${algorithm} | ${mib} | ${(r.ms / 1000).toFixed(2)} | ${mibs.toFixed(0)} | ${(mib / r.cpu).toFixed(0)} | ${(r.rssGrowth / MIB).toFixed(1)} | ${(r.heapGrowth / MIB).toFixed(1)} | ${check} |`);
    }
    console.log();
    console.log(`load average while measuring: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')} on ${os.cpus().length} cores (targets: SHA-256 ≥ 250 MB/s, growth < 64 MB)`);
  } finally {
    await close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
