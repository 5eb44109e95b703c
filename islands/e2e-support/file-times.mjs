// A node:test reporter that adds up the top-level tests' time per file and
// prints the files slowest first when the run ends: the browser suite has a
// time budget, and this says where it goes.
import path from 'node:path';

export default async function* fileTimes(source) {
  const perFile = new Map();
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      const file = path.basename(event.data.file);
      perFile.set(file, (perFile.get(file) ?? 0) + event.data.details.duration_ms);
    }
  }
  const rows = [...perFile].sort((a, b) => b[1] - a[1]);
  yield '\nbrowser test time per file (s, summed over its tests; files run E2E_JOBS at a time):\n';
  for (const [file, ms] of rows) yield `${(ms / 1000).toFixed(1).padStart(7)}  ${file}\n`;
}
