"""Reading Python source the way the interpreter does, and writing it back unchanged in form.

The engine works on ``str``; edits are character offsets into that exact
string.  So the text is decoded without newline translation (``\\r\\n`` stays
``\\r\\n``) and remembers its encoding and BOM: writing the edited text back
with :func:`encode` gives byte-identical output wherever nothing was edited.
"""
from __future__ import annotations

import codecs
import errno
import os
import re
from dataclasses import dataclass
from typing import Iterable

from .diagnostics import Edit

# PEP 263: the cookie must be on line 1, or on line 2 when line 1 is a comment or blank.
_COOKIE = re.compile(rb"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")
_BLANK_OR_COMMENT = re.compile(rb"^[ \t\f]*(?:[#\r\n]|$)")
_UTF8_BOM = codecs.BOM_UTF8


class DecodeError(ValueError):
    """The bytes are not valid source text; the message is meant for the user."""

    def __init__(self, message: str, line: int = 1):
        super().__init__(message)
        self.line = line


@dataclass(frozen=True)
class SourceFile:
    text: str
    encoding: str = "utf-8"
    bom: bool = False
    newline: str = "\n"


def _cookie_encoding(data: bytes) -> str | None:
    lines = data.split(b"\n", 2)
    for index, line in enumerate(lines[:2]):
        match = _COOKIE.match(line)
        if match:
            return match.group(1).decode("ascii", "replace")
        if index == 0 and not _BLANK_OR_COMMENT.match(line):
            return None
    return None


def detect_newline(text: str) -> str:
    """The first line ending in ``text`` (``\\n`` when there is none)."""
    index = text.find("\n")
    cr = text.find("\r")
    if cr != -1 and (index == -1 or cr < index):
        return "\r\n" if text.startswith("\r\n", cr) else "\r"
    return "\n"


def decode(data: bytes) -> SourceFile:
    """Decode Python source bytes: BOM, PEP 263 coding cookie, else UTF-8."""
    bom = data.startswith(_UTF8_BOM)
    body = data[len(_UTF8_BOM):] if bom else data
    declared = _cookie_encoding(body)
    encoding = "utf-8"
    if declared is not None:
        # As Python's tokenizer does: every "utf-8-*" spelling (utf-8-sig, utf_8...) means UTF-8.
        spelled = declared.lower().replace("_", "-")
        if spelled == "utf-8" or spelled.startswith("utf-8-") or spelled in ("utf8", "utf8-sig"):
            declared = "utf-8"
        try:
            codec = codecs.lookup(declared)
        except LookupError:
            codec = None
        # rot13, base64, zlib... are codecs but not text encodings: bytes.decode() refuses them
        if codec is None or not getattr(codec, "_is_text_encoding", True):
            raise DecodeError(
                f"unknown encoding {declared!r} in the coding cookie; "
                "declare a codec Python knows (e.g. '# -*- coding: utf-8 -*-')"
            ) from None
        encoding = codec.name
        if bom and encoding != "utf-8":
            raise DecodeError(
                f"the file starts with a UTF-8 byte order mark but declares coding {declared!r}; "
                "remove one of them"
            )
    try:
        text = body.decode(encoding)
    except UnicodeDecodeError as exc:
        line = body.count(b"\n", 0, exc.start) + 1
        raise DecodeError(
            f"cannot decode byte 0x{body[exc.start]:02x} on line {line} as {encoding}; "
            "save the file as UTF-8 or add a PEP 263 coding cookie", line
        ) from None
    return SourceFile(text=text, encoding=encoding, bom=bom, newline=detect_newline(text))


def decode_text(data: bytes) -> SourceFile:
    """Decode a non-Python text file (a notebook's JSON): UTF-8 with optional BOM."""
    bom = data.startswith(_UTF8_BOM)
    body = data[len(_UTF8_BOM):] if bom else data
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = body.count(b"\n", 0, exc.start) + 1
        raise DecodeError(f"cannot decode byte 0x{body[exc.start]:02x} on line {line} as utf-8", line) from None
    return SourceFile(text=text, encoding="utf-8", bom=bom, newline=detect_newline(text))


def encode(source: SourceFile, text: str) -> bytes:
    """``text`` in the form ``source`` was read in (encoding and BOM)."""
    data = text.encode(source.encoding)
    return _UTF8_BOM + data if source.bom else data


def _unnamed_file(directory: str, data: bytes) -> tuple[int | None, str | None]:
    """Write ``data`` to a new file in ``directory``: (fd, None) for an unnamed O_TMPFILE file
    (Linux: a kill while writing leaves nothing behind), else (None, name of a temp file)."""
    flag = getattr(os, "O_TMPFILE", None)
    if flag is not None:
        try:
            fd = os.open(directory, flag | os.O_WRONLY, 0o600)
        except OSError:
            fd = None       # a file system without O_TMPFILE: fall back to a named temp file
        if fd is not None:
            try:
                _write_all(fd, data)
            except BaseException:
                os.close(fd)
                raise
            return fd, None
    return None, _named_temp(directory, data)


def _named_temp(directory: str, data: bytes) -> str:
    # (imported here: tempfile pulls in random, shutil, bz2 and lzma, ~10 ms that every check
    # would pay at start-up, and only a write without O_TMPFILE needs it)
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=".hybridlint-", suffix=".tmp", dir=directory)
    try:
        _write_all(fd, data)
    except BaseException:
        os.close(fd)
        os.unlink(tmp)
        raise
    os.close(fd)
    return tmp


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
    os.fsync(fd)


def _link_unnamed(fd: int, directory: str) -> str | None:
    """A name for an O_TMPFILE file, or None where the system will not give one."""
    # linkat(AT_SYMLINK_FOLLOW) on /proc/self/fd/N names an O_TMPFILE file; os.link uses
    # linkat with that flag only when given a src_dir_fd (plain link() gives EXDEV here)
    try:
        procfd = os.open("/proc/self/fd", os.O_RDONLY)
    except OSError:
        os.close(fd)
        return None
    try:
        for _ in range(100):
            tmp = os.path.join(directory, f".hybridlint-{os.getpid()}-{os.urandom(4).hex()}.tmp")
            try:
                os.link(str(fd), tmp, src_dir_fd=procfd, follow_symlinks=True)
                return tmp
            except FileExistsError:
                continue
            except OSError as exc:
                if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                    raise
                return None
        return None
    finally:
        os.close(procfd)
        os.close(fd)


def write_atomic(path: str | os.PathLike, data: bytes) -> None:
    """Replace ``path`` with ``data`` so a crash leaves either the old or the new file, never half.

    The new file keeps the old one's permission bits and, where allowed, its owner and group.
    A file with several hard links is rewritten in place instead: replacing it would leave
    the other names pointing at the old content.
    """
    path = os.fspath(path)
    directory = os.path.dirname(os.path.abspath(path))
    try:
        info = os.stat(path)
    except OSError:
        info = None
    if info is not None and info.st_nlink > 1:
        with open(path, "r+b") as handle:
            handle.write(data)
            handle.truncate()
            handle.flush()
            os.fsync(handle.fileno())
        return
    if info is not None:
        mode = info.st_mode & 0o7777
    else:
        # A new file gets the permissions open() would give it, not mkstemp's private 0600.
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = _unnamed_file(directory, data)
    try:
        if fd is not None:
            # the data is on disk under no name: give it one only now, for the rename
            tmp = _link_unnamed(fd, directory)
            if tmp is None:         # no /proc, or linkat refused: the portable way
                tmp = _named_temp(directory, data)
        if info is not None and hasattr(os, "chown"):
            try:
                os.chown(tmp, info.st_uid, info.st_gid)
            except OSError:
                pass  # only root may give a file away; the group may still be refused
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        raise


def apply_edits(text: str, edits: Iterable[Edit]) -> tuple[str, list[Edit], list[Edit]]:
    """Apply non-overlapping edits; returns (new text, applied, skipped).

    Edits are taken in source order; one that overlaps an already accepted
    edit (or lies outside the text) is skipped, to be retried on the next
    lint round against the new text.
    """
    applied: list[Edit] = []
    skipped: list[Edit] = []
    last_end = -1
    for edit in sorted(edits, key=lambda e: (e.start, e.end)):
        if edit.start < 0 or edit.end < edit.start or edit.end > len(text):
            skipped.append(edit)
            continue
        # Two insertions at one point are ambiguous in order: keep the first only.
        if applied and (edit.start < last_end or (edit.start == last_end == applied[-1].start)):
            skipped.append(edit)
            continue
        applied.append(edit)
        last_end = edit.end
    pieces: list[str] = []
    cursor = 0
    for edit in applied:
        pieces.append(text[cursor:edit.start])
        pieces.append(edit.text)
        cursor = edit.end
    pieces.append(text[cursor:])
    return "".join(pieces), applied, skipped


def offset_to_line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of a character offset; ``\\r\\n`` and ``\\r`` end lines too."""
    head = text[:offset]
    line = head.count("\n") + head.count("\r") - head.count("\r\n") + 1
    start = max(head.rfind("\n"), head.rfind("\r")) + 1
    return line, offset - start + 1


def split_lines(text: str) -> list[str]:
    """Lines without their endings, split exactly as Python's tokenizer counts them."""
    return re.split(r"\r\n|\r|\n", text)
