"""Reading one file: bounded read, decoding (BOM, coding cookie, newline style), a notebook's cells
joined into one module -- a ``LoadedFile``, or the reason it cannot be analyzed."""
from __future__ import annotations

import hashlib
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from .boundedio import read_regular
from .notebook import Notebook, NotebookError, parse_notebook
from .sourcefile import DecodeError, SourceFile, decode, decode_text

MAX_FILE_BYTES = 10 * 1024 * 1024


@dataclass
class LoadedFile:
    path: Path
    display: str
    source: SourceFile | None = None
    notebook: Notebook | None = None
    text: str | None = None          # what the engine analyzes (a notebook's virtual module)
    problem: str | None = None       # why the file could not be analyzed
    problem_line: int = 1
    skipped: bool = False            # e.g. a notebook with a non-Python kernel
    from_stdin: bool = False         # fixed text goes to stdout, never to the named file
    # The bytes read, until their digest is taken: only the cache and a fix's write ask for it, and
    # hashing a corpus (770 files, 12 MB) costs a run without the cache ~14 ms before any analysis.
    raw: bytes | None = field(default=None, repr=False, compare=False)
    _digest: str | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def digest(self) -> str:
        """The content hash of the bytes read ("" for a file too large to read)."""
        if self._digest is None:
            self._digest = content_digest(self.raw) if self.raw is not None else ""
            self.raw = None
        return self._digest


def content_digest(data: bytes) -> str:
    """What ``LoadedFile.digest`` is of the bytes read."""
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def display_path(path: Path, cwd: Path) -> str:
    try:
        return path.relative_to(cwd).as_posix()
    except ValueError:
        return path.as_posix() if os.sep == "/" else str(path)


def file_digest(path: Path) -> str | None:
    """The content hash ``LoadedFile.digest`` has, of a file read now; None if it cannot be read."""
    try:
        data = read_regular(path, MAX_FILE_BYTES)
    except (OSError, ValueError):
        return None
    return content_digest(data)


def load_file(path: Path, display: str) -> LoadedFile:
    loaded = LoadedFile(path=path, display=display)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            # Opening a FIFO or a device would block or never end.
            loaded.problem = "not a regular file; skipped"
            return loaded
        size = info.st_size
        if size > MAX_FILE_BYTES:
            loaded.problem = (f"file too large to check ({size / 1e6:.1f} MB > {MAX_FILE_BYTES / 1e6:g} MB); "
                              "exclude it with `extend-exclude` in [tool.hybridlint]")
            return loaded
        data = read_regular(path, MAX_FILE_BYTES)     # (it may have become a FIFO since the stat)
    except OSError as exc:
        loaded.problem = f"cannot read file: {exc.strerror or exc}"
        return loaded
    return load_bytes(data, path, display)


def load_bytes(data: bytes, path: Path, display: str) -> LoadedFile:
    """Decode source bytes already read (a file, or standard input named by --stdin-filename)."""
    loaded = LoadedFile(path=path, display=display)
    if len(data) > MAX_FILE_BYTES:
        loaded.problem = f"file too large to check (> {MAX_FILE_BYTES / 1e6:g} MB)"
        return loaded
    loaded.raw = data
    try:
        if path.suffix == ".ipynb":
            loaded.source = decode_text(data)
            loaded.notebook = parse_notebook(loaded.source.text)
            if loaded.notebook is None:
                loaded.skipped = True
                return loaded
            loaded.text = loaded.notebook.source
        else:
            loaded.source = decode(data)
            loaded.text = loaded.source.text
    except DecodeError as exc:
        loaded.problem = str(exc)
        loaded.problem_line = exc.line
    except NotebookError as exc:
        loaded.problem = str(exc)
    return loaded
