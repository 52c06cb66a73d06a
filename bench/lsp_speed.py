"""How fast `hybridlint server` answers an edit: didChange -> publishDiagnostics, in one run.

Opens a generated 1,000-line module (62 HybridBlocks, 134 findings: far denser than real
code), or a real one given with --file, then sends
--repeat edits (each a full-text change) and times each until the server
publishes the new version's diagnostics (the debounce included).  Also times `hybridlint
check` on the same file from the shell, in the same run, for comparison.

    .venv/bin/python bench/lsp_speed.py [--repeat 20] [--markdown]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BLOCK = '''

class Block{i}(gluon.HybridBlock):
    def __init__(self, units={i}, **kwargs):
        super().__init__(**kwargs)
        self._units = units
        with self.name_scope():
            self.fc = gluon.nn.Dense(units)

    def hybrid_forward(self, F, x, y):
        h = self.fc(x)
        z = F.relu(h) + F.sigmoid(y)
        w = z.reshape(2, -1)
        w += 1
        return F.broadcast_add(w, F.ones_like(w))
'''


def module(lines: int = 1000) -> str:
    text = "from mxnet import gluon\n"
    i = 0
    while text.count("\n") < lines:
        text += BLOCK.format(i=i)
        i += 1
    return text


def frame(payload: dict) -> bytes:
    body = json.dumps(payload).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read(proc) -> dict:
    length = 0
    while True:
        line = proc.stdout.readline().strip()
        if not line:
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(proc.stdout.read(length))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--file", help="a real module to edit instead of the generated one")
    args = parser.parse_args(argv)
    root = Path(tempfile.mkdtemp())
    (root / "pyproject.toml").write_text("[tool.hybridlint]\n")
    text = Path(args.file).read_text(encoding="utf-8") if args.file else module()
    path = root / "big.py"
    path.write_text(text)
    uri = path.as_uri()
    proc = subprocess.Popen([sys.executable, "-m", "hybridlint", "server"], cwd=root, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=dict(os.environ, HYBRIDLINT_NO_CACHE="1"))

    def send(payload):
        proc.stdin.write(frame(payload))
        proc.stdin.flush()

    def until_published(version):
        while True:
            message = read(proc)
            if (message.get("method") == "textDocument/publishDiagnostics"
                    and message["params"].get("version") == version):
                return message

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
          "params": {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {}}})
    while read(proc).get("id") != 1:
        pass
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "python", "version": 1, "text": text}}})
    first = until_published(1)
    cold = time.perf_counter() - start
    times = []
    for n in range(args.repeat):
        version = n + 2
        edited = f"{text}\n# edit {n}\n"         # every version differs: nothing is reused
        start = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]}})
        until_published(version)
        times.append(time.perf_counter() - start)
    send({"jsonrpc": "2.0", "id": 99, "method": "shutdown", "params": None})
    send({"jsonrpc": "2.0", "method": "exit", "params": None})
    proc.wait(timeout=30)

    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "hybridlint", "check", "--no-cache", "-q", "--exit-zero", str(path)],
                   cwd=root, capture_output=True)
    cli = time.perf_counter() - start
    findings = len(first["params"]["diagnostics"])
    rows = [("document", args.file or "generated"),
            ("lines in the document", f"{text.count(chr(10))}"),
            ("findings", f"{findings}"),
            ("didOpen -> diagnostics (cold: engine import)", f"{cold * 1000:.0f} ms"),
            (f"didChange -> diagnostics, warm (median of {args.repeat})", f"{statistics.median(times) * 1000:.0f} ms"),
            ("didChange -> diagnostics, warm (max)", f"{max(times) * 1000:.0f} ms"),
            ("`hybridlint check` of the same file, same run", f"{cli * 1000:.0f} ms")]
    if args.markdown:
        print("| case | time |\n|---|---:|")
        print("\n".join(f"| {a} | {b} |" for a, b in rows))
    else:
        print("\n".join(f"{a}: {b}" for a, b in rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
