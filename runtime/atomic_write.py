"""Writing a model file so that a reader never sees half of it, without replacing what is not a file.

A regular file (or a new name) is replaced atomically (``hybridlint.atomicfile``); a new file gets
the permission bits a plain ``open()`` would give it, an existing one keeps its own. A symbolic link
is followed, as MXNet's writers follow it: the file it names is replaced and the link stays. A file
with several hard links is rewritten in place (a rename would leave the other names on the old
content). Anything else under the name -- a device such as ``/dev/null`` or ``/dev/full``, a FIFO --
is written in place as MXNet would write it, never replaced: run as root, a rename over
``/dev/full`` had turned the device into a regular file.
"""
from __future__ import annotations

import errno
import os
import stat

from .. import atomicfile


def write_file(path: "str | os.PathLike[str]", data: bytes, suffix: str = ".tmp") -> None:
    target = os.path.realpath(os.fspath(path))
    try:
        info = os.stat(target)
    except FileNotFoundError:
        info = None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), os.fspath(path))
    if info is not None and (not stat.S_ISREG(info.st_mode) or info.st_nlink > 1):
        atomicfile.rewrite_in_place(target, data, regular=stat.S_ISREG(info.st_mode))
        return
    atomicfile.replace(target, data, info, suffix)
