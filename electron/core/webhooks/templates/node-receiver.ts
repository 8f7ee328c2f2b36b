/**
 * The Node receiver template, as the user copies it: one file, no dependencies, CommonJS so it
 * runs with a bare `node`. tests/integration/webhooks/webhooks-templates.test.ts runs this exact text.
 */
export const nodeReceiverSource = String.raw`// Minimal receiver for a voice agent's call webhook (template from Sawt Studio).
// Run:  WEBHOOK_SECRET='Bearer <your token>' PORT=8080 node webhook-receiver.js
// The service posts only to https:// URLs with a valid certificate: put this behind your HTTPS
// reverse proxy or tunnel. It listens on 127.0.0.1 unless HOST says otherwise.
'use strict';
const http = require('node:http');
const crypto = require('node:crypto');

const expected = process.env.WEBHOOK_SECRET || '';
if (!expected.startsWith('Bearer ')) {
  console.error('Set WEBHOOK_SECRET to the exact value of the agent\'s authSecret: "Bearer <token>".');
  process.exit(1);
}
const digest = (text) => crypto.createHash('sha256').update(text, 'utf8').digest();
const expectedDigest = digest(expected);
// Comparing fixed-length digests in constant time: the answer time tells nothing about the secret.
const authorized = (header) => typeof header === 'string' && crypto.timingSafeEqual(digest(header), expectedDigest);

// Events can arrive more than once. One key per event: call id and event type, plus the timestamp
// for transcription.update, which fires many times in one call. Keys are forgotten after a day.
const seen = new Map();
const SEEN_FOR_MS = 24 * 60 * 60 * 1000;
function firstTime(event) {
  const key = [event.callId, event.eventType, event.eventType === 'transcription.update' ? event.timestamp : ''].join('|');
  const now = Date.now();
  for (const [oldKey, at] of seen) {
    if (now - at <= SEEN_FOR_MS) break;
    seen.delete(oldKey);
  }
  if (seen.has(key)) return false;
  seen.set(key, now);
  return true;
}

// Your work goes here. It runs after the 200 was sent, so a slow task never delays the answer.
function handleEvent(event) {
  console.log(new Date().toISOString(), event.eventType, event.callId);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'POST' }).end();
  if (!authorized(req.headers.authorization)) {
    req.resume();
    return void res.writeHead(401).end();
  }
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size > 1000000) req.destroy();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    let event;
    try {
      event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return void res.writeHead(400).end();
    }
    if (typeof event !== 'object' || event === null) return void res.writeHead(400).end();
    const fresh = firstTime(event);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received: true, duplicate: !fresh }));
    if (fresh) setImmediate(() => handleEvent(event));
  });
});
server.listen(Number(process.env.PORT || 8080), process.env.HOST || '127.0.0.1', () => {
  console.log('listening on ' + server.address().port);
});
`;
