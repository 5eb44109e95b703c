// Every child process the suite starts is registered here by PID, and is
// killed by that PID when the test process ends for any reason (a failed
// assertion, an exception, Ctrl-C, the runner's SIGTERM). Normal shutdown
// happens earlier, in each test file's after() hook.
import fs from 'node:fs';

const live = new Map(); // pid -> { name, group, dir }

/** `dir`: a temp folder of this process, removed when it is killed here. */
export function register(pid, name, { group = false, dir = null } = {}) {
  live.set(pid, { name, group, dir });
}

export function unregister(pid) {
  live.delete(pid);
}

export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/** Wait until `pid` has exited, up to `ms`; true if it did. */
export async function waitForExit(pid, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return !isAlive(pid);
}

function killNow(pid, { group, dir }) {
  // A process group id is the leader's PID: only groups we started (Chromium
  // is spawned by Playwright as a group leader) are killed this way.
  try { process.kill(group ? -pid : pid, 'SIGKILL'); } catch { /* gone */ }
  if (group) { try { process.kill(pid, 'SIGKILL'); } catch { /* gone */ } }
  if (dir) { try { fs.rmSync(dir, { recursive: true, force: true }); } catch { /* best effort */ } }
}

function killAll() {
  for (const [pid, info] of live) killNow(pid, info);
  live.clear();
}

process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(sig, () => {
    killAll();
    process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 })[sig]);
  });
}
