#!/usr/bin/env python3
"""A minimal LSP client: starts the server, sends `initialize`, `initialized`
and `textDocument/didOpen` for FILE, prints the diagnostics the server
publishes for it (one per line: line:character severity message), then shuts
the server down. Exits non-zero if no diagnostics arrive within the timeout.

  lsp_client.py SERVER FILE
"""

import json
import os
import subprocess
import sys
import threading


def send(proc, message):
    body = json.dumps(message).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()


def receive(proc):
    length = None
    while True:
        line = proc.stdout.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(proc.stdout.read(length))


def main():
    server, path = sys.argv[1], os.path.abspath(sys.argv[2])
    uri = "file://" + path
    proc = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    timer = threading.Timer(30, proc.kill)
    timer.start()
    send(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                "params": {"processId": os.getpid(), "rootUri": None, "capabilities": {}}})
    send(proc, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send(proc, {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "mlir", "version": 1,
                         "text": open(path).read()}}})
    found = False
    while True:
        message = receive(proc)
        if message is None:
            break
        if message.get("id") == 1:
            print("initialized:", message["result"]["serverInfo"]["name"])
        if message.get("method") == "textDocument/publishDiagnostics" and \
                message["params"]["uri"] == uri:
            for diag in message["params"]["diagnostics"]:
                start = diag["range"]["start"]
                print(f"{start['line'] + 1}:{start['character'] + 1} "
                      f"severity {diag['severity']} {diag['message']}")
            found = True
            break
    send(proc, {"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    send(proc, {"jsonrpc": "2.0", "method": "exit"})
    proc.wait()
    timer.cancel()
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
