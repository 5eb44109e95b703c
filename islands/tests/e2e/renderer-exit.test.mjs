// The island renderer (islands/render.mjs) the generator keeps running for
// a build: when the build dies midway, the renderer goes too, quietly, and
// does not live on to print an EPIPE stack trace into the terminal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO } from '../../e2e-support/paths.mjs';

const RENDERER = path.join(REPO, 'islands', 'render.mjs');

function start() {
  const child = spawn('node', [RENDERER], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, stderr: () => stderr };
}

test('a renderer whose build died (its answers unread) exits quietly', async () => {
  const r = start();
  // The build's end of the answers is gone; a batch then arrives, and its
  // answer has nowhere to go.
  r.child.stdout.destroy();
  r.child.stdin.write('[{"island":"NoSuchIsland","props":{},"prefix":""}]\n');
  const { code } = await r.exited;
  assert.equal(r.stderr(), '', 'nothing printed');
  assert.equal(code, 0);
});
