"""The editor server's byte stream: what pygls reads and writes, with hostile input answered here.

pygls reads a message's headers with ``readline()`` and its body with ``read(content_length)``,
then parses the body and hands it on. Whatever it cannot take -- a body that is not JSON, JSON
nested 100,000 deep (``json`` raises RecursionError), JSON that is not a JSON-RPC 2.0 object, a
request whose params do not fit its method -- it logs with a traceback, and a request it could
not parse is never answered. So :class:`Wire` checks each body before pygls sees it; a bad one is
answered with the JSON-RPC error the specification names (parse error, invalid request, invalid
params; ``id`` null when it cannot be read), logged in one line on stderr, and skipped: the wire
then reads the next message's headers itself and hands pygls that body instead. Sizes are bounded
too: a header line, and a Content-Length past :data:`MAX_MESSAGE_BYTES` (reading it would
allocate that much) ends the session, which pygls sees as end of input.

Both directions go through one object with one lock, because an error reply is written from
pygls' reader thread while pygls writes its own messages from the event loop.
"""
from __future__ import annotations

import json
import re
import threading
from typing import Any, BinaryIO, Callable, TextIO

from lsprotocol.types import ResponseErrorMessage
from pygls.protocol.json_rpc import JsonRPCNotification, JsonRPCRequestMessage, JsonRPCResponseMessage

# An LSP message is one document and its edits: megabytes.
MAX_MESSAGE_BYTES = 256 << 20
MAX_HEADER_LINE = 64 << 10
# Client messages nest a dozen levels (initialize's capabilities are the deepest); deeper JSON
# would only reach pygls' recursive structuring.
MAX_JSON_DEPTH = 100

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
INVALID_PARAMS = -32602

# what pygls accepts as the length header, exactly
_CONTENT_LENGTH = re.compile(rb"^Content-Length: (\d+)\r\n$")


class Rejected(Exception):
    """A message the server answers with a JSON-RPC error instead of handling it."""

    def __init__(self, code: int, message: str, msg_id: Any = None, reply: bool = True):
        super().__init__(message)
        self.code, self.message, self.msg_id, self.reply = code, message, msg_id, reply


def _deeper_than(value: Any, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))
    return False


def _structured(value: Any, structure: Callable[[dict], Any]) -> Any:
    """``value`` as ``json.loads(..., object_hook=...)`` would have built it with pygls' hook
    (every object holding ``"jsonrpc"`` structured, innermost first), from the tree already parsed
    instead of parsing the body a second time. Depth is bounded by MAX_JSON_DEPTH before this runs."""
    if isinstance(value, list):
        return [_structured(item, structure) for item in value]
    if not isinstance(value, dict):
        return value
    value = {key: _structured(item, structure) for key, item in value.items()}
    return structure(value) if "jsonrpc" in value else value


def check_message(body: bytes, structure: Callable[[dict], Any] | None = None) -> None:
    """Raise :class:`Rejected` if pygls could not take ``body``.

    ``structure(obj)`` turns one JSON object with a ``"jsonrpc"`` key into its message type the
    way pygls' ``structure_message`` does (see :func:`pygls_structure`) and raises if it cannot;
    pygls applies it to every such object as the body is parsed, so this does the same. Without
    it only the JSON and the JSON-RPC envelope are checked.
    """
    try:
        obj = json.loads(body)
    except RecursionError:
        raise Rejected(PARSE_ERROR, "Parse error: JSON nested too deeply") from None
    except ValueError as exc:           # (UnicodeDecodeError included)
        raise Rejected(PARSE_ERROR, f"Parse error: {exc}") from None
    if _deeper_than(obj, MAX_JSON_DEPTH):
        raise Rejected(PARSE_ERROR, f"Parse error: JSON nested more than {MAX_JSON_DEPTH} levels")
    if not isinstance(obj, dict) or obj.get("jsonrpc") != "2.0":
        raise Rejected(INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 message object")
    msg_id = obj.get("id")
    if not isinstance(msg_id, (int, str)) or isinstance(msg_id, bool):
        msg_id = None
    # a request is answered; a notification never is, nor a response (to the server's requests)
    is_request = "id" in obj and "method" in obj
    if "method" in obj and not isinstance(obj["method"], str):
        raise Rejected(INVALID_REQUEST, "Invalid Request: method is not a string", msg_id, reply=is_request)
    if "method" not in obj and "id" not in obj:
        raise Rejected(INVALID_REQUEST, "Invalid Request: neither a method nor an id")
    if structure is None:
        return

    try:
        _structured(obj, structure)
    except Exception as exc:    # (cattrs reports a bad field with a group of exceptions)
        detail = (str(exc).splitlines() or [type(exc).__name__])[0]
        what = f"Invalid params for {obj['method'][:100]}" if "method" in obj else "Invalid Request"
        raise Rejected(INVALID_PARAMS if "method" in obj else INVALID_REQUEST, f"{what}: {detail[:200]}",
                       msg_id, reply=is_request) from None


def pygls_structure(protocol: Any, converter: Any) -> Callable[[dict], Any]:
    """pygls' ``JsonRPCProtocol.structure_message`` without its logging and its one side effect
    (a response is checked as a plain response: the type the server's request expects is pygls'
    private bookkeeping, popped when pygls reads the response)."""
    def structure(data: dict) -> Any:
        if "id" in data:
            if "error" in data:
                kind = ResponseErrorMessage
            elif "method" in data:
                kind = protocol.get_message_type(data["method"]) or JsonRPCRequestMessage
            else:
                kind = JsonRPCResponseMessage
        else:
            kind = protocol.get_message_type(data.get("method", "")) or JsonRPCNotification
        return converter.structure(data, kind)

    return structure


class Wire:
    """stdin and stdout for ``LanguageServer.start_io``: ``wire.input`` and ``wire.output``."""

    def __init__(self, raw_in: BinaryIO, raw_out: BinaryIO, log: TextIO,
                 check: Callable[[bytes], None] = check_message):
        self._in, self._out, self._log, self._check = raw_in, raw_out, log, check
        self._lock = threading.Lock()
        self._closed = False
        self.input = _Input(self)
        self.output = _Output(self)

    def write(self, data: bytes) -> None:
        with self._lock:
            if not self._closed:
                self._out.write(data)
                self._out.flush()

    def close(self) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                self._out.close()

    def note(self, text: str) -> None:
        self._log.write(f"hybridlint server: {text}\n")
        self._log.flush()

    def readline(self) -> bytes:
        return self._in.readline(MAX_HEADER_LINE)

    def read_body(self, length: int) -> bytes:
        """The body of ``length`` bytes whose headers pygls has read, or of the first acceptable
        message after it; b"" ends the session."""
        while True:
            if length > MAX_MESSAGE_BYTES:
                self.note(f"a message of {length:,} bytes is over the {MAX_MESSAGE_BYTES >> 20} MiB "
                          "limit; closing the session")
                return b""
            body = self._in.read(length)
            if len(body) < length:
                return b""              # end of input inside a body
            try:
                self._check(body)
                return body
            except Rejected as bad:
                self._reject(bad)
            length = self._next_length()
            if length is None:
                return b""

    def _reject(self, bad: Rejected) -> None:
        self.note(f"message skipped: {bad.message}")
        if bad.reply:
            reply = json.dumps({"jsonrpc": "2.0", "id": bad.msg_id,
                                "error": {"code": bad.code, "message": bad.message}}).encode("utf-8")
            self.write(b"Content-Length: %d\r\n\r\n" % len(reply) + reply)

    def _next_length(self) -> int | None:
        """Read the next message's headers as pygls would; its Content-Length, None at the end."""
        length = 0
        while True:
            header = self.readline()
            if not header:
                return None
            if not length:
                match = _CONTENT_LENGTH.fullmatch(header)
                if match:
                    length = int(match.group(1))
            if length and not header.strip():
                return length


class _Input:
    def __init__(self, wire: Wire):
        self._wire = wire

    def readline(self) -> bytes:
        return self._wire.readline()

    def read(self, n: int) -> bytes:
        return self._wire.read_body(n)


class _Output:
    def __init__(self, wire: Wire):
        self._wire = wire

    def write(self, data: bytes) -> None:
        self._wire.write(data)

    def flush(self) -> None:
        pass                            # (every write is flushed under the lock)

    def close(self) -> None:
        self._wire.close()
