// Plain HTTP/1.1 GET without content decoding: the bytes and headers nginx
// really sends (fetch() would decompress and hide Content-Encoding).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * @returns {Promise<{status:number, headers:Record<string,string|string[]>, body:Buffer, text:string}>}
 */
export function get(url, { headers = {}, method = 'GET', timeout = 10000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, body, get text() { return body.toString('utf8'); } });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeout} ms: ${method} ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

export function closeAgent() {
  agent.destroy();
}
