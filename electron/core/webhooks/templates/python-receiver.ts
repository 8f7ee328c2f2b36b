/**
 * The Python receiver template, as the user copies it: standard library only (3.8+).
 * tests/integration/webhooks/webhooks-templates.test.ts runs this exact text with python3.
 */
export const pythonReceiverSource = String.raw`#!/usr/bin/env python3
"""Minimal receiver for a voice agent's call webhook (template from Sawt Studio).

Run:  WEBHOOK_SECRET='Bearer <your token>' PORT=8080 python3 webhook_receiver.py
The service posts only to https:// URLs with a valid certificate: put this behind your HTTPS
reverse proxy or tunnel. It listens on 127.0.0.1 unless HOST says otherwise.
"""
import hashlib
import hmac
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

EXPECTED = os.environ.get("WEBHOOK_SECRET", "")
if not EXPECTED.startswith("Bearer "):
    sys.exit('Set WEBHOOK_SECRET to the exact value of the agent\'s authSecret: "Bearer <token>".')
EXPECTED_DIGEST = hashlib.sha256(EXPECTED.encode("utf-8")).digest()


def authorized(header):
    # Comparing fixed-length digests in constant time: the answer time tells nothing about the secret.
    given = hashlib.sha256((header or "").encode("utf-8")).digest()
    return hmac.compare_digest(given, EXPECTED_DIGEST)


# Events can arrive more than once. One key per event: call id and event type, plus the timestamp
# for transcription.update, which fires many times in one call. Keys are forgotten after a day.
SEEN_FOR_SECONDS = 24 * 60 * 60
seen = {}
seen_lock = threading.Lock()


def first_time(event):
    kind = event.get("eventType")
    key = (event.get("callId"), kind, event.get("timestamp") if kind == "transcription.update" else None)
    now = time.monotonic()
    with seen_lock:
        for old in [k for k, at in seen.items() if now - at > SEEN_FOR_SECONDS]:
            del seen[old]
        if key in seen:
            return False
        seen[key] = now
        return True


def handle_event(event):
    # Your work goes here. It runs after the 200 was sent, so a slow task never delays the answer.
    print(time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), event.get("eventType"), event.get("callId"), flush=True)


class Receiver(BaseHTTPRequestHandler):
    def answer(self, status, body=b""):
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        if not authorized(self.headers.get("Authorization")):
            return self.answer(401)
        length = int(self.headers.get("Content-Length") or 0)
        if length > 1000000:
            return self.answer(413)
        try:
            event = json.loads(self.rfile.read(length))
        except ValueError:
            return self.answer(400)
        if not isinstance(event, dict):
            return self.answer(400)
        fresh = first_time(event)
        self.answer(200, json.dumps({"received": True, "duplicate": not fresh}).encode("utf-8"))
        if fresh:
            threading.Thread(target=handle_event, args=(event,), daemon=True).start()

    def log_message(self, *args):
        pass  # keep the output to one line per event


server = ThreadingHTTPServer((os.environ.get("HOST", "127.0.0.1"), int(os.environ.get("PORT", "8080"))), Receiver)
print("listening on %d" % server.server_address[1], flush=True)
server.serve_forever()
`;
