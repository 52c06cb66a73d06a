"""Replacing a file's content so that a reader never sees half of it (stdlib only).

Shared by the linter (fixes, the cache) and the runtime (``.params``, ``.onnx``): both decide
*which* file to write and whether to write it in place; this module holds how. A replacement is
written under no name first where Linux allows it (``O_TMPFILE``: a kill while writing leaves
nothing behind), else to a temporary file beside the target, synced, given the old file's
permission bits and, where allowed, its owner, and renamed over the target.
"""
from __future__ import annotations

import errno
import os

TEMP_PREFIX = ".hybridlint-"


def new_file_mode() -> int:
    """The permission bits ``open()`` would give a new file (not mkstemp's private 0600)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def rewrite_in_place(path: str, data: bytes, *, regular: bool = True) -> None:
    """Write ``data`` into the existing ``path`` (a file with several hard links, a device, a
    FIFO): renaming over it would leave other names on the old content or replace the device."""
    with open(path, "r+b" if regular else "wb") as handle:
        handle.write(data)
        if regular:
            handle.truncate()
            handle.flush()
            os.fsync(handle.fileno())


def replace(path: str, data: bytes, existing: "os.stat_result | None", suffix: str = ".tmp") -> None:
    """Rename a new file holding ``data`` over ``path``; ``existing`` is the stat of the file it
    replaces (its mode and owner are kept) or None for a new name. ``path`` itself is what gets
    replaced: a caller that follows symbolic links resolves them first."""
    directory = os.path.dirname(os.path.abspath(path))
    mode = existing.st_mode & 0o7777 if existing is not None else new_file_mode()
    fd, tmp = _unnamed_file(directory, data, suffix)
    try:
        if fd is not None:
            # the data is on disk under no name: give it one only now, for the rename
            tmp = _link_unnamed(fd, directory, suffix)
            if tmp is None:         # no /proc, or linkat refused: the portable way
                tmp = _named_temp(directory, data, suffix)
        if existing is not None and hasattr(os, "chown"):
            try:
                os.chown(tmp, existing.st_uid, existing.st_gid)
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


def _unnamed_file(directory: str, data: bytes, suffix: str) -> tuple[int | None, str | None]:
    """(fd, None) for an unnamed O_TMPFILE file holding ``data``, else (None, a temp file's name)."""
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
    return None, _named_temp(directory, data, suffix)


def _named_temp(directory: str, data: bytes, suffix: str) -> str:
    # (imported here: tempfile pulls in random, shutil, bz2 and lzma, ~10 ms that every check
    # would pay at start-up, and only a write without O_TMPFILE needs it)
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=suffix, dir=directory)
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


def _link_unnamed(fd: int, directory: str, suffix: str) -> str | None:
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
            tmp = os.path.join(directory, f"{TEMP_PREFIX}{os.getpid()}-{os.urandom(4).hex()}{suffix}")
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
