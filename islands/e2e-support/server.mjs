// nginx with the project's own deploy/nginx.conf, on a free loopback port.
//
// The config is copied to a temp folder with two mechanical rewrites and
// nothing else: the `listen 127.0.0.1:8080` port, and the /tmp/calcula-nginx*
// pid/temp paths (moved into the temp folder, so that parallel instances and
// a developer's own server never share a pid file). Every location, header,
// type and gzip rule is the file's own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NGINX_CONF, SITE } from './paths.mjs';
import { register, unregister, isAlive, waitForExit } from './processes.mjs';
import { get } from './http.mjs';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function writeConfig(dir, port) {
  const src = fs.readFileSync(NGINX_CONF, 'utf8');
  const listen = /listen\s+127\.0\.0\.1:8080\s*;/g;
  const n = (src.match(listen) || []).length;
  if (n !== 1) throw new Error(`${NGINX_CONF}: expected exactly one "listen 127.0.0.1:8080;", found ${n}`);
  const conf = src
    .replace(listen, `listen 127.0.0.1:${port};`)
    .replaceAll('/tmp/calcula-nginx', path.join(dir, 'calcula-nginx'));
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  return file;
}

async function waitReady(origin, child, stderr, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      await get(`${origin}/`, { timeout: 1000 });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 30));
    }
  }
  throw new Error(`nginx did not answer on ${origin} within ${ms} ms\n${stderr()}`);
}

/**
 * Start nginx serving `${site}/dist` (by default the build's, `${SITE}/dist`),
 * on `port` if given (to come back on the same origin after a stop), else
 * on a free one.
 * @returns {Promise<{origin:string, port:number, pid:number, stop:()=>Promise<void>, log:()=>string}>}
 */
export async function startServer({ site = SITE, port: fixedPort } = {}) {
  const dist = path.join(site, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: build the site first (make build)`);
  }
  let lastError = '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'calcula-e2e-nginx-'));
    // Workers may run as an unprivileged user when the master is root.
    fs.chmodSync(dir, 0o755);
    const port = fixedPort ?? await freePort();
    const conf = writeConfig(dir, port);
    const child = spawn('nginx', ['-p', site + '/', '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group (master and workers), so that an emergency
      // stop can kill all of them by the master's PID.
      detached: true,
    });
    let err = '';
    child.stderr.on('data', (d) => { err += d; });
    const spawned = await new Promise((resolve) => {
      child.once('spawn', () => resolve(true));
      child.once('error', (e) => { err += String(e); resolve(false); });
    });
    if (!spawned) throw new Error(`could not start nginx: ${err}`);
    const pid = child.pid;
    register(pid, 'nginx', { group: true, dir });
    const origin = `http://127.0.0.1:${port}`;
    const ready = await waitReady(origin, child, () => err, 10000);
    if (ready) {
      const stop = async () => {
        if (isAlive(pid)) {
          process.kill(pid, 'SIGTERM'); // fast shutdown: the master stops its workers
          if (!(await waitForExit(pid, 5000))) {
            try { process.kill(-pid, 'SIGKILL'); } catch { /* gone */ }
          }
        }
        unregister(pid);
        fs.rmSync(dir, { recursive: true, force: true });
      };
      return { origin, port, pid, stop, log: () => err };
    }
    unregister(pid);
    fs.rmSync(dir, { recursive: true, force: true });
    lastError = err;
    if (!/Address already in use/.test(err)) break; // a real config error: don't retry
  }
  throw new Error(`nginx exited at start:\n${lastError}`);
}
