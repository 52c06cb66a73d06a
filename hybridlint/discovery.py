"""Which files a run checks: recursive ``*.py``/``*.ipynb``, ``.gitignore``, excludes.

Paths named on the command line are checked even when excluded (people mean
them), unless ``--force-exclude`` — what pre-commit needs, since it passes
every staged file by name.

Symlinks: a directory walk never follows a linked directory, and checks a linked file only when
its real file is inside the project; a real file is checked once however many names reach it.
A path named on the command line may be a link, but ``--fix`` writes through it only when the
real file is inside the project (``fixloop._outside_project``).
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

from .boundedio import read_regular

LINTED_SUFFIXES = (".py", ".ipynb")
# git reads .gitignore files of any size; the largest real ones are tens of kilobytes
MAX_GITIGNORE_BYTES = 4 * 1024 * 1024


# --- gitignore patterns -----------------------------------------------------------------------

@dataclass(frozen=True)
class Pattern:
    regex: re.Pattern
    negate: bool
    dir_only: bool
    source: str


def _tokens(body: str) -> list[tuple[str, str]]:
    """A gitignore glob body as ("star", ""), ("any", regex) and ("fixed", regex) tokens; a run
    of segment stars is one star (`***` is `*`)."""
    out: list[tuple[str, str]] = []
    i, n = 0, len(body)
    while i < n:
        c = body[i]
        if c == "*":
            if body.startswith("**", i):
                at_segment_start = i == 0 or body[i - 1] == "/"
                after = body[i + 2:i + 3]
                if at_segment_start and after == "/":
                    out.append(("any", "(?:.*/)?"))     # `**/` : zero or more directories
                    i += 3
                    continue
                if at_segment_start and i + 2 == n:
                    out.append(("any", ".*"))           # trailing `/**` : everything inside
                    i += 2
                    continue
                i += 1                                  # other `**` is an ordinary `*`
            if not out or out[-1][0] != "star":
                out.append(("star", ""))
        elif c == "?":
            out.append(("fixed", "[^/]"))
        elif c == "[":
            end = body.find("]", i + 2 if body[i + 1:i + 2] in ("!", "^") else i + 1)
            if end == -1:
                out.append(("fixed", re.escape(c)))
            else:
                content = body[i + 1:end]
                if content[:1] in ("!", "^"):
                    content = "^/" + content[1:]        # as in git, a class never matches `/`
                out.append(("fixed", "[" + content.replace("\\", "\\\\") + "]"))
                i = end
        elif c == "\\" and i + 1 < n:
            i += 1
            out.append(("fixed", re.escape(body[i])))
        else:
            out.append(("fixed", "/" if c == "/" else re.escape(c)))
        i += 1
    return out


def _translate(body: str) -> str:
    """Regex for one gitignore glob body (no leading ``!``, no trailing ``/``).

    Backtracking stays polynomial of low degree: `*a*a*a*...b` as plain `[^/]*a[^/]*a...` costs
    n^k steps on a name of n characters (a .gitignore line could stall discovery).  As in
    CPython's fnmatch, a star followed by a fixed piece and then another star matches the piece
    at its first occurrence, atomically: within one path segment that choice is never worse,
    since the next star can take whatever lies between (no `/` can)."""
    tokens = _tokens(body)
    out: list[str] = []
    i = 0
    while i < len(tokens):
        kind, regex = tokens[i]
        if kind != "star":
            out.append(regex)
            i += 1
            continue
        j = i + 1
        while j < len(tokens) and tokens[j][0] == "fixed" and tokens[j][1] != "/":
            j += 1
        piece = "".join(r for _, r in tokens[i + 1:j])
        if piece and j < len(tokens) and tokens[j][0] == "star":
            out.append(f"(?>[^/]*?{piece})")
            i = j
        else:
            out.append("[^/]*")
            i += 1
    return "".join(out)


def compile_pattern(line: str) -> Pattern | None:
    """One ``.gitignore`` line → Pattern (None for blanks and comments)."""
    source = line
    line = line.rstrip("\n").rstrip("\r")
    # Trailing spaces are ignored unless escaped with a backslash.
    stripped = line.rstrip(" ")
    if stripped.endswith("\\") and len(stripped) < len(line):
        stripped += " "
    line = stripped
    if not line or line.startswith("#"):
        return None
    negate = line.startswith("!")
    if negate:
        line = line[1:]
    elif line.startswith("\\!") or line.startswith("\\#"):
        line = line[1:]
    dir_only = line.endswith("/") and not line.endswith("\\/")
    if dir_only:
        line = line.rstrip("/")
    if not line:
        return None
    # A slash at the start or in the middle anchors the pattern to the .gitignore's directory.
    anchored = "/" in line
    line = line.lstrip("/")
    prefix = "^" if anchored else "^(?:.*/)?"
    # (a .gitignore line that is no valid glob, e.g. `[z-a]`, raises re.error: callers decide --
    # git ignores such a line, a hybridlint config names it as an error)
    return Pattern(re.compile(prefix + _translate(line) + "$", re.DOTALL), negate, dir_only, source)


def _lenient(line: str) -> Pattern | None:
    """compile_pattern, skipping a line that is no valid glob (what git does with it)."""
    try:
        return compile_pattern(line)
    except re.error:
        return None


def within(real_path: Path, real_root: Path) -> bool:
    """``real_path`` is ``real_root`` or lies below it (both already resolved by realpath): where
    discovery may take a linked file from and where ``--fix`` may write through a link."""
    return real_path == real_root or real_root in real_path.parents


class IgnoreFile:
    """The patterns of one ``.gitignore`` (or exclude list), relative to ``base``."""

    def __init__(self, base: Path, patterns: Iterable[Pattern]):
        self.base = base
        self.patterns = list(patterns)

    @classmethod
    def from_lines(cls, base: Path, lines: Iterable[str]) -> "IgnoreFile":
        return cls(base, filter(None, (_lenient(line) for line in lines)))

    def verdict(self, rel: str, is_dir: bool) -> bool | None:
        """True ignored, False re-included by a negation, None no pattern matched."""
        result = None
        for pattern in self.patterns:
            if pattern.dir_only and not is_dir:
                continue
            if pattern.regex.match(rel):
                result = not pattern.negate
        return result


def _relative(path: Path, base: Path) -> str | None:
    if os.sep == "/" and path.is_absolute() and base.is_absolute():
        # (str() of a Path is canonical for its parts: a prefix test on it is relative_to's own
        # test, without building a Path, which cost most of a warm run's discovery)
        name, prefix = str(path), str(base)
        if name.startswith("//") or prefix.startswith("//"):
            try:        # (POSIX keeps a leading "//" as a root of its own)
                return path.relative_to(base).as_posix()
            except ValueError:
                return None
        if name == prefix:
            return "."
        if prefix == "/":
            return name[1:]
        if name.startswith(prefix) and name[len(prefix)] == "/":
            return name[len(prefix) + 1:]
        return None
    try:
        return path.relative_to(base).as_posix()
    except ValueError:
        return None


@lru_cache(maxsize=4096)
def _read_gitignore(directory: str) -> IgnoreFile | None:
    path = os.path.join(directory, ".gitignore")
    try:
        # (a .gitignore that is a FIFO or a device would block or never end; git skips it too)
        lines = read_regular(path, MAX_GITIGNORE_BYTES).decode("utf-8", "replace").splitlines()
    except OSError:
        return None
    return IgnoreFile.from_lines(Path(directory), lines)


def _git_root(start: Path) -> Path | None:
    for directory in (start, *start.parents):
        if (directory / ".git").exists():
            return directory
    return None


# --- discovery --------------------------------------------------------------------------------

@dataclass
class Problem:
    """A path that could not be walked; reported as a HYB000 diagnostic."""
    path: str
    message: str


@dataclass
class Discovery:
    files: list[Path] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)


class FileFinder:
    def __init__(self, root: Path, excludes: Sequence[str], respect_gitignore: bool = True):
        self.root = root.absolute()
        self.respect_gitignore = respect_gitignore
        self._exclude_lines = tuple(excludes)
        self._excludes: IgnoreFile | None = None
        self._real_root: Path | None = None

    @property
    def excludes(self) -> IgnoreFile:
        # compiled when first asked (~3 ms for the 28 default patterns): a run that names its
        # files without --force-exclude (a one-file check) never asks; _lenient raises nothing,
        # so compiling later changes no outcome
        if self._excludes is None:
            self._excludes = IgnoreFile.from_lines(self.root, self._exclude_lines)
        return self._excludes

    # Each ancestor directory's .gitignore applies, deeper files overriding shallower ones.
    def _gitignores_for(self, directory: Path) -> list[IgnoreFile]:
        if not self.respect_gitignore:
            return []
        top = _git_root(directory) or directory
        chain = [directory, *directory.parents]
        chain = chain[: chain.index(top) + 1] if top in chain else [directory]
        return [g for g in (_read_gitignore(str(d)) for d in reversed(chain)) if g is not None]

    def is_excluded(self, path: Path, is_dir: bool, gitignores: Sequence[IgnoreFile] = ()) -> bool:
        rel = _relative(path, self.root)
        if rel is not None:
            if self.excludes.verdict(rel, is_dir):
                return True
        elif self.excludes.verdict(path.name, is_dir):
            return True
        result = None
        for ignore in gitignores:
            rel_g = _relative(path, ignore.base)
            if rel_g is None or rel_g == ".":
                continue
            verdict = ignore.verdict(rel_g, is_dir)
            if verdict is not None:
                result = verdict
        return bool(result)

    def is_excluded_with_ancestors(self, path: Path) -> bool:
        """For --force-exclude: a named path is excluded if it or a directory above it is."""
        path = path.absolute()
        if _relative(path, self.root) is None:
            # Outside the project only name-based excludes can apply.
            return any(self.excludes.verdict(part.name, part != path or path.is_dir())
                       for part in (path, *path.parents) if part.name)
        inside = [p for p in reversed(path.parents) if p != self.root and self.root in p.parents]
        for part in (*inside, path):
            is_dir = part != path or path.is_dir()
            if self.is_excluded(part, is_dir, self._gitignores_for(part.parent)):
                return True
        return False

    def _inside(self, path: Path) -> bool:
        try:
            target = Path(os.path.realpath(path))
        except (OSError, ValueError):
            return False
        if self._real_root is None:
            self._real_root = Path(os.path.realpath(self.root))
        if not target.exists():
            return True             # dangling: reported as unreadable, nothing to follow
        return target.is_file() and within(target, self._real_root)

    def walk(self, directory: Path, discovery: Discovery) -> None:
        """Depth-first, iteratively (no recursion limit on deep trees), sorted by name."""
        directory = directory.absolute()
        base_ignores = self._gitignores_for(directory.parent) if directory != directory.parent else []
        # Each entry carries the (device, inode) of its ancestors: meeting one again is a loop.
        stack: list[tuple[Path, list[IgnoreFile], frozenset]] = [(directory, base_ignores, frozenset())]
        while stack:
            current, ignores, ancestors = stack.pop()
            try:
                info = current.stat()
            except OSError as exc:
                discovery.problems.append(Problem(str(current), f"cannot read directory: {exc.strerror or exc}"))
                continue
            key = (info.st_dev, info.st_ino)
            if key in ancestors:
                discovery.problems.append(Problem(
                    str(current), "symlink loop: this directory contains itself; skipped"))
                continue
            if self.respect_gitignore:
                own = _read_gitignore(str(current))
                if own is not None:
                    ignores = [*ignores, own]
            try:
                with os.scandir(current) as it:
                    entries = sorted(it, key=lambda e: e.name)
            except OSError as exc:
                discovery.problems.append(Problem(str(current), f"cannot list directory: {exc.strerror or exc}"))
                continue
            subdirs = []
            for entry in entries:
                path = Path(entry.path)
                try:
                    is_link = entry.is_symlink()
                    is_dir = entry.is_dir(follow_symlinks=False)
                except OSError:
                    is_link, is_dir = False, False
                if is_link:
                    # like ruff and pre-commit: a walk never follows a linked directory (it may
                    # lead out of the project, to `/`, or fan out to one file many times); a
                    # linked file is checked only when its real file lies inside the project
                    if not is_dir and entry.name.endswith(LINTED_SUFFIXES) and self._inside(path) \
                            and not self.is_excluded(path, False, ignores):
                        discovery.files.append(path)
                    continue
                if is_dir:
                    if not self.is_excluded(path, True, ignores):
                        subdirs.append(path)
                elif entry.name.endswith(LINTED_SUFFIXES) and not self.is_excluded(path, False, ignores):
                    discovery.files.append(path)
            inner = ancestors | {key}
            stack.extend((sub, ignores, inner) for sub in reversed(subdirs))


def discover(paths: Sequence[str], root: Path, excludes: Sequence[str], respect_gitignore: bool = True,
             force_exclude: bool = False, cwd: Path | None = None) -> Discovery:
    """Files to check under ``paths`` (files and directories), in a stable order, without duplicates."""
    cwd = Path(cwd or os.getcwd())
    _read_gitignore.cache_clear()   # .gitignore files may have changed since the last run
    finder = FileFinder(root, excludes, respect_gitignore)
    discovery = Discovery()
    for raw in paths or ["."]:
        path = Path(raw)
        if not path.is_absolute():
            path = cwd / path
        path = Path(os.path.normpath(path))
        if path.is_dir():
            if force_exclude and finder.is_excluded_with_ancestors(path):
                continue
            finder.walk(path, discovery)
        elif path.exists() or path.is_symlink():
            if force_exclude and finder.is_excluded_with_ancestors(path):
                continue
            discovery.files.append(path)
        else:
            discovery.problems.append(Problem(str(path), "no such file or directory"))
    # one real file is checked once, under the first name that reached it
    unique: dict[str, Path] = {}
    real_dirs: dict[str, str] = {}
    for file in discovery.files:
        try:
            key = real_path(os.fspath(file), real_dirs)
        except (OSError, ValueError):
            key = str(file)
        unique.setdefault(os.path.normcase(key), file)
    discovery.files = list(unique.values())
    return discovery


def real_path(name: str, real_dirs: dict[str, str]) -> str:
    """``os.path.realpath(name)``, resolving each directory once (``real_dirs``) for the files
    that are not links themselves: realpath walks every component of every file (~8 system
    calls each), a third of a warm run's discovery (and the runner's map of the run's files by
    real path, runner._Where, as much again)."""
    head, tail = os.path.split(name)
    if not tail or tail in (".", "..") or not os.path.isabs(name) or os.path.islink(name):
        return os.path.realpath(name)
    real_head = real_dirs.get(head)
    if real_head is None:
        real_head = real_dirs[head] = os.path.realpath(head)
    return os.path.join(real_head, tail)
