"""Reading files whose names come from data: a config's ``extend``, the cache, a ``.gitignore``,
a model file, a path on the command line.

Such a name can be a FIFO (``open`` blocks until a writer comes, forever), a device
(``/dev/zero`` never ends), a directory or a file of gigabytes.  :func:`read_regular` opens
without blocking, checks on the open descriptor (no stat-then-open race) that it is a regular
file, and reads at most ``limit`` bytes; every refusal is an ``OSError`` whose ``strerror``
says why, so callers that already report ``OSError`` need no new branch.

Standard library only: both the linter and the runtime import it.
"""
from __future__ import annotations

import errno
import os
import stat

__all__ = ["NotRegularFile", "FileTooLarge", "read_regular", "json_values"]

_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


class NotRegularFile(OSError):
    """The path names a directory, FIFO, device or socket."""


class FileTooLarge(OSError):
    """The file holds more bytes than the caller's limit."""


def _kind(mode: int) -> str:
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def read_regular(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them (else FileTooLarge)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _kind(info.st_mode)
            raise NotRegularFile(errno.EINVAL, f"not a regular file ({kind})"
                                 if kind != "not a regular file" else kind, os.fspath(path))
        if info.st_size > limit:
            raise FileTooLarge(errno.EFBIG, f"file too large ({info.st_size:,} bytes; the limit is "
                                            f"{limit:,})", os.fspath(path))
        chunks, total = [], 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:      # it grew after the fstat (a file being written, /proc)
            raise FileTooLarge(errno.EFBIG, f"file too large (over the limit of {limit:,} bytes)",
                               os.fspath(path))
        return b"".join(chunks)
    finally:
        os.close(fd)


def json_values(data: bytes | str) -> int:
    """An upper bound on the number of values ``json.loads(data)`` creates (C-speed counts).

    Parsed JSON takes far more memory than its text when the values are tiny: ``[],`` is 3
    bytes and a 56-byte list, ``"a",`` 4 bytes and a 50-byte string.  Bounding this count
    bounds the memory a crafted document can take, whatever its size on disk."""
    quote, *opens_and_commas = ('"', "[", "{", ",") if isinstance(data, str) else (b'"', b"[", b"{", b",")
    return data.count(quote) // 2 + sum(data.count(mark) for mark in opens_and_commas) + 1
