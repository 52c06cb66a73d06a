"""The server's wire (hybridlint/lsp_wire.py): every message pygls could not take is answered with
a JSON-RPC error and skipped, never logged with a traceback, and the session goes on (issue #9)."""
import json
import random
import subprocess
import sys

import pytest

pytest.importorskip("pygls", reason="the lsp extra (pygls) is not installed")

from pygls.protocol import default_converter  # noqa: E402

from hybridlint.lsp_wire import (INVALID_PARAMS, INVALID_REQUEST, MAX_JSON_DEPTH, PARSE_ERROR,  # noqa: E402
                                 Rejected, check_message, pygls_structure)
from hybridlint.server import build_server  # noqa: E402


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def replies(stdout: bytes) -> list[dict]:
    out = []
    while stdout:
        head, _, rest = stdout.partition(b"\r\n\r\n")
        length = int(next(line for line in head.split(b"\r\n") if line.startswith(b"Content-Length")).split(b":")[1])
        out.append(json.loads(rest[:length]))
        stdout = rest[length:]
    return out


INITIALIZE = json.dumps({"jsonrpc": "2.0", "id": 7, "method": "initialize",
                         "params": {"processId": None, "rootUri": None, "capabilities": {}}}).encode()


def test_bad_messages_get_error_replies_and_the_session_goes_on(tmp_path):
    deep = b"[" * 100_000 + b"]" * 100_000
    bad = [deep, b"hello", b"{}", b"[1, 2]", b"\xff\xfe\x00",
           b'{"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"textDocument": 5}}',
           b'{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": []}',
           b'{"jsonrpc": "2.0", "id": 4, "method": 12}']
    stdin = b"".join(frame(b) for b in bad) + frame(INITIALIZE)
    proc = subprocess.run([sys.executable, "-m", "hybridlint", "server"], cwd=tmp_path, input=stdin,
                          capture_output=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr, proc.stderr[-2000:]
    got = replies(proc.stdout)
    errors = [(m["id"], m["error"]["code"]) for m in got if "error" in m]
    # a notification is never answered, even when it is bad (JSON-RPC 2.0)
    assert errors == [(None, PARSE_ERROR), (None, PARSE_ERROR), (None, INVALID_REQUEST),
                      (None, INVALID_REQUEST), (None, PARSE_ERROR), (3, INVALID_PARAMS), (4, INVALID_REQUEST)]
    (init,) = [m for m in got if m.get("id") == 7]
    assert init["result"]["serverInfo"]["name"] == "hybridlint"
    assert proc.stderr.count(b"hybridlint server: message skipped:") == len(bad)


def test_depth_bound_is_exact():
    def nested(n):
        return json.dumps({"jsonrpc": "2.0", "method": "x", "params": json.loads("[" * (n - 1) + "]" * (n - 1))}).encode()
    check_message(nested(MAX_JSON_DEPTH))
    with pytest.raises(Rejected) as info:
        check_message(nested(MAX_JSON_DEPTH + 1))
    assert info.value.code == PARSE_ERROR


VALID = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize",
     "params": {"processId": 1, "rootUri": "file:///p", "capabilities": {"workspace": {"applyEdit": True}}}},
    {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "file:///p/a.py", "languageId": "python", "version": 1, "text": "x = 1\n"}}},
    {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "file:///p/a.py", "version": 2}, "contentChanges": [{"text": "y\n"}]}},
    {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
     "params": {"textDocument": {"uri": "file:///p/a.py"}, "position": {"line": 0, "character": 1}}},
    {"jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction", "params": {
        "textDocument": {"uri": "file:///p/a.py"},
        "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 1}},
        "context": {"diagnostics": []}}},
    {"jsonrpc": "2.0", "id": 4, "method": "workspace/executeCommand",
     "params": {"command": "hybridlint.applyFixAll", "arguments": ["file:///p/a.py"]}},
    {"jsonrpc": "2.0", "id": 5, "result": {"applied": True}},
    {"jsonrpc": "2.0", "id": 6, "error": {"code": -32601, "message": "no"}},
    {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 2}},
]


def _mutate(rng: random.Random, body: bytes) -> bytes:
    data = bytearray(body)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(5)
        i = rng.randrange(len(data) + 1)
        if op == 0 and data:
            del data[min(i, len(data) - 1)]
        elif op == 1:
            data[i:i] = rng.choice([b"[", b"{", b"]", b"}", b'"', b",", b":", b"null", b"1e999", b"-",
                                    b'"jsonrpc"', b'"id"', b'"method"', b"\\u0000", b"\xff", b"[" * 3000])
        elif op == 2 and data:
            data[min(i, len(data) - 1)] = rng.randrange(256)
        elif op == 3:
            data = data[:i]
        else:
            data[i:i] = data[rng.randrange(len(data) + 1):][:rng.randint(1, 40)]
    return bytes(data)


def test_fuzz_what_the_wire_passes_pygls_parses():
    """Mutated LSP messages (fixed seed): the wire rejects each one, or pygls' own parsing and
    structuring of it (what it does before handling a message) raises nothing."""
    protocol = build_server().protocol
    structure = pygls_structure(protocol, default_converter())
    rng = random.Random(9)
    passed = rejected = 0
    for _ in range(4000):
        body = _mutate(rng, json.dumps(rng.choice(VALID)).encode())
        try:
            check_message(body, structure)
        except Rejected:
            rejected += 1
            continue
        passed += 1
        message = json.loads(body, object_hook=protocol.structure_message)
        assert hasattr(message, "jsonrpc"), body
    assert passed > 100 and rejected > 1000, (passed, rejected)
