#!/usr/bin/env python3
"""Checks the HTML gallery's cards in one headless Chromium, driven over the DevTools protocol (standard library only).

For each variant (light and dark at 1280 px, and a narrow 390 px window) it loads the page, then fails on
  - an empty card: a screen (a phone frame's content, or a drawn view state) with no visible text and no visible
    control or image;
  - an overflowing card: content wider than the card, or than a screen's frame (cut off or sticking out);
  - any console error: an uncaught exception, console.error/assert, or an error the browser logs (a resource that
    does not load, a blocked request).
In light and dark it also saves a screenshot of every card and every storyboard: SHOTS/<id>-light.png and -dark.png.

Usage: browser-check.py CHROMIUM PAGE SHOTS_DIR     (prints one line per failure; exit 1 when any)
"""
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time

CHECK_JS = r"""
(() => {
  const failures = [];
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  const hasContent = (el) => visible(el) && (el.innerText.trim().length > 0 ||
    [...el.querySelectorAll('[role=img], .ui-spinner, .ui-switch, .ui-bar, .spinner')].some(visible));
  const cards = [...document.querySelectorAll('article.card')];
  const boxes = [];
  for (const card of cards) {
    const id = '#' + card.id;
    const screens = [...card.querySelectorAll('.phone')].map((p) => [p, p.querySelector('.ios-content'),
      p.getAttribute('aria-label') || 'screen']);
    for (const s of card.querySelectorAll('.screen:not(.variant-long-text)')) {
      screens.push([s, s.querySelector('ul') || s, s.getAttribute('aria-label') || 'screen']);
    }
    if (screens.length === 0) failures.push(`${id}: the card shows no screen`);
    for (const [frame, content, label] of screens) {
      if (!content || !hasContent(content)) {
        failures.push(`${id}: empty card: the screen "${label}" shows no visible content`);
        continue;
      }
      const edge = frame.getBoundingClientRect();
      if (content.scrollWidth > content.clientWidth + 1) {
        failures.push(`${id}: overflowing card: the screen "${label}" is ${content.scrollWidth - content.clientWidth}px ` +
          'wider than its frame');
        continue;
      }
      for (const el of content.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.height > 0 && (r.right > edge.right + 1 || r.left < edge.left - 1)) {
          failures.push(`${id}: overflowing card: <${el.tagName.toLowerCase()} class="${el.className}"> in the ` +
            `screen "${label}" sticks out of its frame by ${Math.round(Math.max(r.right - edge.right, edge.left - r.left))}px`);
          break;
        }
      }
    }
    if (card.scrollWidth > card.clientWidth + 1) {
      failures.push(`${id}: overflowing card: its content is ${card.scrollWidth - card.clientWidth}px wider than the card`);
    }
    const r = card.getBoundingClientRect();
    boxes.push({ id: card.id, x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height });
  }
  for (const storyboard of document.querySelectorAll('.storyboard')) {
    const r = storyboard.getBoundingClientRect();
    boxes.push({ id: storyboard.id, x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height });
  }
  return { failures, cards: boxes };
})()
"""


class DevTools:
    """A minimal WebSocket client speaking the DevTools protocol (RFC 6455 text frames, client-masked)."""

    def __init__(self, url):
        rest = url.split("://", 1)[1]
        address, path = rest.split("/", 1)
        host, port = address.rsplit(":", 1)
        self.sock = socket.create_connection((host, int(port)), timeout=120)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET /{path} HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = bytearray()
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("DevTools closed the connection during the handshake")
            self.buffer += chunk
        head, _, rest = bytes(self.buffer).partition(b"\r\n\r\n")
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("DevTools refused the WebSocket: " + head.split(b"\r\n")[0].decode())
        self.buffer = bytearray(rest)
        self.next_id = 0
        self.events = []

    def _send(self, text):
        data = text.encode()
        header = bytearray([0x81])
        if len(data) < 126:
            header.append(0x80 | len(data))
        elif len(data) < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", len(data))
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", len(data))
        mask = os.urandom(4)
        header += mask
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(data))
        self.sock.sendall(bytes(header) + masked)

    def _exact(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            self.buffer += chunk
        data = bytes(self.buffer[:count])
        del self.buffer[:count]
        return data

    def _receive(self):
        parts = []
        while True:
            first, second = self._exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._exact(8))[0]
            mask = self._exact(4) if second & 0x80 else None
            payload = self._exact(length)
            if mask:
                payload = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 8:
                raise RuntimeError("DevTools closed the connection")
            if opcode in (9, 10):
                continue
            parts.append(payload)
            if first & 0x80:
                return json.loads(b"".join(parts).decode())

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._send(json.dumps(message))
        while True:
            reply = self._receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, timeout=60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[index]
                    return event
            self.events.append(self._receive())
        raise RuntimeError(f"no {method} within {timeout}s")


def console_errors(events):
    """The errors among the events received: exceptions, console.error/assert, error log entries."""
    errors = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            text = details.get("exception", {}).get("description") or details.get("text", "exception")
            errors.append(f"uncaught exception: {text.splitlines()[0]}")
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
            errors.append(f"console.{params.get('type')}: {text}")
        elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            errors.append(f"browser error ({entry.get('source')}): {entry.get('text')} {entry.get('url', '')}".strip())
    return errors


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    chromium, page, shots = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
    os.makedirs(shots, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="browser-check-")
    browser = subprocess.Popen(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--hide-scrollbars", "--allow-file-access-from-files", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    failures = []
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        deadline = time.monotonic() + 60
        while not (os.path.exists(port_file) and len(open(port_file).read().splitlines()) >= 2):
            if browser.poll() is not None or time.monotonic() > deadline:
                print("browser-check: error: Chromium did not open its DevTools port", file=sys.stderr)
                return 1
            time.sleep(0.1)
        port, path = open(port_file).read().splitlines()[:2]
        tools = DevTools(f"ws://127.0.0.1:{port}{path}")
        target = tools.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = tools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Log"):
            tools.call(f"{domain}.enable", session=session)
        shot_count = 0
        for name, width, scheme, shoot in (("light", 1280, "light", True), ("dark", 1280, "dark", True),
                                           ("narrow", 390, "light", False)):
            tools.call("Emulation.setDeviceMetricsOverride",
                       {"width": width, "height": 1000, "deviceScaleFactor": 1, "mobile": False}, session)
            tools.call("Emulation.setEmulatedMedia",
                       {"features": [{"name": "prefers-color-scheme", "value": scheme}]}, session)
            tools.events.clear()
            tools.call("Page.navigate", {"url": "file://" + page}, session)
            tools.wait_for("Page.loadEventFired")
            result = tools.call("Runtime.evaluate", {"expression": CHECK_JS, "returnByValue": True}, session)
            if "exceptionDetails" in result:
                failures.append(f"[{name}] the check itself failed: {result['exceptionDetails'].get('text')}")
                continue
            value = result["result"]["value"]
            if not any("-script-" not in box["id"] for box in value["cards"]):
                failures.append(f"[{name}] the page has no cards")
            failures += [f"[{name}] {failure}" for failure in value["failures"]]
            if shoot:
                for card in value["cards"]:
                    clip = {key: card[key] for key in ("x", "y", "width", "height")}
                    clip["scale"] = 1
                    if clip["width"] < 1 or clip["height"] < 1:
                        continue
                    shot = tools.call("Page.captureScreenshot",
                                      {"format": "png", "clip": clip, "captureBeyondViewport": True}, session)
                    with open(os.path.join(shots, f"{card['id']}-{name}.png"), "wb") as file:
                        file.write(base64.b64decode(shot["data"]))
                    shot_count += 1
            failures += [f"[{name}] console error: {error}" for error in console_errors(tools.events)]
        print(f"== cards: checked light, dark and narrow; {shot_count} card screenshots in {shots}/")
    finally:
        browser.terminate()
        try:
            browser.wait(timeout=10)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)
    for failure in failures:
        print(f"browser-check: error: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
