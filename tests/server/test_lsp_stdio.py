"""`hybridlint server` end to end: a real process spoken to in LSP JSON-RPC over stdio."""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("pygls", reason="the lsp extra (pygls) is not installed")

from .sources import SOURCE  # noqa: E402



class Client:
    """A minimal LSP client: Content-Length framing, ids, and answers to the server's requests."""

    def __init__(self, cwd: Path):
        env = dict(os.environ, PYTHONUNBUFFERED="1", HYBRIDLINT_NO_CACHE="1")
        self.proc = subprocess.Popen([sys.executable, "-m", "hybridlint", "server"], cwd=cwd, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.next_id = 0
        self.notifications: list[dict] = []
        self.server_requests: list[dict] = []

    def send(self, payload: dict) -> None:
        body = json.dumps(payload).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def read(self) -> dict:
        length = None
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise EOFError(self.proc.stderr.read().decode("utf-8", "replace"))
            line = line.strip()
            if not line:
                break
            name, _, value = line.decode("ascii").partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.proc.stdout.read(length))

    def notify(self, method: str, params) -> None:
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method: str, params) -> dict:
        self.next_id += 1
        my_id = self.next_id
        self.send({"jsonrpc": "2.0", "id": my_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == my_id and "method" not in message:
                assert "error" not in message, message
                return message.get("result")

    def receive(self) -> dict:
        message = self.read()
        if "method" in message and "id" in message:            # a request from the server
            self.server_requests.append(message)
            result = {"applied": True} if message["method"] == "workspace/applyEdit" else None
            self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})
        elif "method" in message:
            self.notifications.append(message)
        return message

    def wait_for(self, method: str, predicate=lambda m: True, timeout: float = 60) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for message in list(self.notifications):
                if message["method"] == method and predicate(message):
                    self.notifications.remove(message)
                    return message
            self.receive()
        raise TimeoutError(method)


def apply_edits(text: str, edits: list[dict]) -> str:
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(pos):
        return starts[pos["line"]] + pos["character"]
    for edit in sorted(edits, key=lambda e: offset(e["range"]["start"]), reverse=True):
        text = text[:offset(edit["range"]["start"])] + edit["newText"] + text[offset(edit["range"]["end"]):]
    return text


@pytest.fixture
def client(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.hybridlint]\n")
    c = Client(tmp_path)
    result = c.request("initialize", {"processId": os.getpid(), "rootUri": tmp_path.as_uri(),
                                      "capabilities": {"workspace": {"applyEdit": True}}})
    assert result["serverInfo"]["name"] == "hybridlint"
    assert result["capabilities"]["hoverProvider"]
    c.notify("initialized", {})
    yield c
    if c.proc.poll() is None:
        c.proc.kill()
    c.proc.wait(timeout=10)


def test_diagnostics_code_actions_fix_all_hover_and_shutdown(client, tmp_path):
    uri = (tmp_path / "net.py").as_uri()
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "python", "version": 1, "text": SOURCE}})
    published = client.wait_for("textDocument/publishDiagnostics", lambda m: m["params"]["uri"] == uri)
    found = {d["code"]: d for d in published["params"]["diagnostics"]}
    assert set(found) == {"HYB004", "HYB009"}
    assert found["HYB009"]["range"]["start"] == {"line": 5, "character": 12}
    assert found["HYB009"]["codeDescription"]["href"].endswith("docs/rules/HYB009.md")
    assert found["HYB004"]["severity"] == 1 and found["HYB004"]["source"] == "hybridlint"

    # a quick fix per fixable finding, labelled safe/unsafe; applying one fixes the line
    actions = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri}, "range": found["HYB009"]["range"],
        "context": {"diagnostics": [found["HYB009"]]}})
    titles = [a["title"] for a in actions]
    assert any("HYB009" in t and "(safe fix)" in t for t in titles), titles
    assert any("# noqa: HYB009" in t for t in titles), titles
    quick = next(a for a in actions if "HYB009" in a["title"] and "(safe fix)" in a["title"])
    fixed = apply_edits(SOURCE, quick["edit"]["changes"][uri])
    assert "y = x.reshape((2, 3))" in fixed and "y += 1" in fixed
    unsafe = client.request("textDocument/codeAction", {
        "textDocument": {"uri": uri}, "range": found["HYB004"]["range"],
        "context": {"diagnostics": [found["HYB004"]], "only": ["quickfix"]}})
    assert any("HYB004" in a["title"] and "(unsafe fix)" in a["title"] for a in unsafe)

    # fix all (safe) through workspace/executeCommand -> workspace/applyEdit
    assert client.request("workspace/executeCommand", {"command": "hybridlint.applyFixAll",
                                                       "arguments": [uri]}) is True
    apply = next(r for r in client.server_requests if r["method"] == "workspace/applyEdit")
    after = apply_edits(SOURCE, apply["params"]["edit"]["changes"][uri])
    assert "x.reshape((2, 3))" in after and "y += 1" in after            # the unsafe one is not applied

    # hover on a finding shows the rule's documentation
    hover = client.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                  "position": {"line": 6, "character": 9}})
    assert "HYB004" in hover["contents"]["value"] and "augmented" in hover["contents"]["value"].lower()
    assert client.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                 "position": {"line": 0, "character": 0}}) is None

    # an edit is checked again (debounced): the fixed text has only the unsafe finding left
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2},
                                             "contentChanges": [{"text": after}]})
    again = client.wait_for("textDocument/publishDiagnostics",
                            lambda m: m["params"]["uri"] == uri and m["params"].get("version") == 2)
    assert [d["code"] for d in again["params"]["diagnostics"]] == ["HYB004"]

    assert client.request("shutdown", None) is None
    client.notify("exit", None)
    assert client.proc.wait(timeout=20) == 0


def test_an_oversized_message_ends_the_session_cleanly(tmp_path):
    # a Content-Length of 100 GB used to be allocated by the reader: MemoryError, internal error
    proc = subprocess.run([sys.executable, "-m", "hybridlint", "server"], cwd=tmp_path,
                          input=b"Content-Length: 99999999999\r\n\r\n{" + bytes(range(256)) * 10,
                          capture_output=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert b"over the 256 MiB limit; closing the session" in proc.stderr
    assert b"Traceback" not in proc.stderr and b"internal error" not in proc.stderr
