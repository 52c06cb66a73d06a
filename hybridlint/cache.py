"""The results cache (``.hybridlint_cache/``): JSON only, never unpickled, corruption-tolerant.

What is cached, and by what key:

* a file's module index (its classes and imports) — by tool, path and
  content hash;
* a file's raw diagnostics — by tool, path, content hash and the *project
  key*: a hash of every module index of the run, because whether a class is
  a HybridBlock can depend on a base class in another file.  An entry also
  lists the project modules the analysis followed a tensor into (imported
  helpers, with their content hashes): it is a miss once one of them changed.

"Tool" is the interpreter's cache tag, the size and mtime of libcst's
``_version.py`` (the parser) and of every engine, rule and fixer source file
and of the runtime's op catalogue, so editing a rule or upgrading libcst
invalidates the cache (a new hybridlint version has new files).  Selection, ``per-file-ignores`` and ``noqa`` are applied
after the cache, so they are not part of any key.

A cache file that is unreadable, not JSON or of the wrong shape is ignored
as a whole; an entry of the wrong shape is a miss.  Writes are atomic.

The file is data, and anyone who can write it can craft it: it names no code
(module indexes are rebuilt from a closed table of classes and type-checked),
and ``--fix``/``--diff`` never apply an edit read from it -- a file whose
cached findings carry fixes is analyzed again, and the edits applied are the
ones just derived from its current text.
"""
from __future__ import annotations

import dataclasses
import hashlib
import importlib.util
import json
import os
import re
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterable

from .boundedio import json_values, read_regular
from .diagnostics import Diagnostic, Edit, Findings, Fix
from .engine.index import ModuleIndex
from .sourcefile import write_atomic

FORMAT = 1
CACHE_FILE = f"cache-v{FORMAT}.json"
MAX_ENTRIES = 50_000
MAX_CACHE_BYTES = 64 * 1024 * 1024
MAX_JSON_VALUES = 4_000_000


def _strs(value: Any) -> bool:
    return isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)


def _valid_module_index(v: ModuleIndex) -> bool:
    return (isinstance(v.path, str) and isinstance(v.parts, tuple) and _strs(v.parts)
            and isinstance(v.imports, dict)
            and all(isinstance(k, str) and isinstance(t, str) for k, t in v.imports.items())
            and isinstance(v.star_imports, list) and _strs(v.star_imports)
            and isinstance(v.classes, dict)
            and all(isinstance(k, str) and isinstance(b, tuple) and _strs(b) for k, b in v.classes.items()))


# The only classes cache data may rebuild, by a fixed tag (never a module path to import), with the
# check each rebuilt value must pass: the cache file is data anyone with write access may craft.
_DATACLASSES: dict[str, tuple[type, Any]] = {
    "ModuleIndex": (ModuleIndex, _valid_module_index),
}
_TAGS = {cls: tag for tag, (cls, _) in _DATACLASSES.items()}


class Unencodable(TypeError):
    pass


# --- a small tagged JSON codec for module indexes ---------------------------------------------

def encode_value(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    kind = type(value)
    if kind is list:
        return [encode_value(v) for v in value]
    if kind is tuple:
        return {"t": [encode_value(v) for v in value]}
    if kind in (set, frozenset):
        items = sorted((encode_value(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
        return {"s" if kind is set else "fs": items}
    if kind is dict:
        return {"d": [[encode_value(k), encode_value(v)] for k, v in value.items()]}
    tag = _TAGS.get(kind)
    if tag is not None:
        return {"dc": tag, "f": {f.name: encode_value(getattr(value, f.name))
                                 for f in dataclasses.fields(value)}}
    raise Unencodable(kind.__qualname__)


def decode_value(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [decode_value(v) for v in value]
    if not isinstance(value, dict) or len(value) not in (1, 2):
        raise ValueError("bad cache value")
    if "t" in value:
        return tuple(decode_value(v) for v in value["t"])
    if "s" in value:
        return {decode_value(v) for v in value["s"]}
    if "fs" in value:
        return frozenset(decode_value(v) for v in value["fs"])
    if "d" in value:
        return {decode_value(k): decode_value(v) for k, v in value["d"]}
    if "dc" in value:
        known = _DATACLASSES.get(value["dc"]) if isinstance(value["dc"], str) else None
        if known is None:
            raise ValueError("unknown class in cache")
        cls, valid = known
        fields = value.get("f")
        names = {f.name for f in dataclasses.fields(cls) if f.init}
        if not isinstance(fields, dict) or set(fields) != names:
            raise ValueError("bad fields")
        rebuilt = cls(**{name: decode_value(v) for name, v in fields.items()})
        if not valid(rebuilt):
            raise ValueError(f"malformed {value['dc']} in cache")
        return rebuilt
    raise ValueError("bad cache value")


# --- diagnostics ------------------------------------------------------------------------------

def encode_diagnostic(diag: Diagnostic, path: str | None = None) -> dict:
    out: dict[str, Any] = {
        "line": diag.line, "col": diag.col, "code": diag.code, "message": diag.message,
        "end_line": diag.end_line, "end_col": diag.end_col, "severity": diag.severity,
    }
    if path is not None and diag.path != path:
        out["path"] = diag.path       # in an imported helper's module, not the file analysed
    if diag.fix is not None:
        out["fix"] = {"edits": [[e.start, e.end, e.text] for e in diag.fix.edits],
                      "applicability": diag.fix.applicability, "message": diag.fix.message}
    if diag.extra:
        try:
            json.dumps(diag.extra)
            out["extra"] = diag.extra
        except (TypeError, ValueError):
            pass
    return out


_CODE = re.compile(r"[A-Z]{1,8}[0-9]{1,6}")


def _int(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("not an int")
    return value


def _str(value) -> str:
    if not isinstance(value, str):
        raise ValueError("not a str")
    return value


def decode_diagnostic(data: dict, path: str) -> Diagnostic:
    fix = None
    if data.get("fix") is not None:
        raw = data["fix"]
        edits = tuple(Edit(_int(s), _int(e), _str(t)) for s, e, t in raw["edits"])
        if any(not 0 <= e.start <= e.end for e in edits):
            raise ValueError("bad edit range")
        applicability = _str(raw["applicability"])
        if applicability not in ("safe", "unsafe"):
            raise ValueError("bad applicability")
        fix = Fix(edits=edits, applicability=applicability, message=_str(raw.get("message", "")))
    severity = _str(data.get("severity", "error"))
    if severity not in ("error", "warning", "info"):
        raise ValueError("bad severity")
    extra = data.get("extra", {})
    if not isinstance(extra, dict):
        raise ValueError("bad extra")
    code = _str(data["code"])
    if not _CODE.fullmatch(code):
        raise ValueError("bad code")
    if "path" in data:
        path = _str(data["path"])
    return Diagnostic(path=path, line=_int(data["line"]), col=_int(data["col"]), code=code,
                      message=_str(data["message"]), end_line=_int(data.get("end_line", 0)),
                      end_col=_int(data.get("end_col", 0)), severity=severity, fix=fix, extra=extra)


# --- the cache --------------------------------------------------------------------------------

def _package_dirs() -> list[str]:
    dirs = []
    for name in ("hybridlint", "hybridlint.rules", "hybridlint.fixers"):
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is not None and spec.submodule_search_locations:
            dirs.extend(spec.submodule_search_locations)
    return dirs


def tool_key() -> str:
    """A fingerprint of what the analysis runs on: the interpreter, the parser (libcst), and the
    analysis code (stat data, not contents: cheap).

    No package version: importing ``importlib.metadata`` to read it took ~30 ms, most of a warm
    run's time after reading the files, and an installed new version has new files anyway."""
    parts = [sys.implementation.cache_tag or sys.version]
    try:
        parser = importlib.util.find_spec("libcst")         # finds, does not import
        for directory in (parser.submodule_search_locations or []) if parser else []:
            st = os.stat(os.path.join(directory, "_version.py"))
            parts.append(f"libcst/_version.py:{st.st_size}:{st.st_mtime_ns}")
    except (ImportError, ValueError, OSError):
        pass
    # The linter's knowledge of which ops exist in nd/sym is data shipped with the runtime.
    try:
        runtime = importlib.util.find_spec("hybridlint.runtime")   # finds, does not import (numpy)
        for directory in (runtime.submodule_search_locations or []) if runtime else []:
            st = os.stat(os.path.join(directory, "catalogue.json"))
            parts.append(f"runtime/catalogue.json:{st.st_size}:{st.st_mtime_ns}")
    except (ImportError, ValueError, OSError):
        pass
    for directory in _package_dirs():
        for dirpath, dirnames, filenames in os.walk(directory):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
            for name in sorted(filenames):
                if name.endswith((".py", ".json")):
                    try:
                        st = os.stat(os.path.join(dirpath, name))
                    except OSError:
                        continue
                    rel = os.path.relpath(os.path.join(dirpath, name), directory)
                    parts.append(f"{rel}:{st.st_size}:{st.st_mtime_ns}")
    return hashlib.blake2b("\n".join(parts).encode(), digest_size=16).hexdigest()


def _hash(*parts: str) -> str:
    return hashlib.blake2b("\0".join(parts).encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


class Cache:
    def __init__(self, directory: Path, tool: str | None = None):
        self.directory = Path(directory)
        self.file = self.directory / CACHE_FILE
        self.tool = tool if tool is not None else tool_key()
        self.indexes: dict[str, dict] = {}
        self.results: dict[str, dict] = {}
        self.dirty = False
        self.now = int(time.time())
        self._load()

    def _load(self) -> None:
        try:
            raw = read_regular(self.file, MAX_CACHE_BYTES)     # (not a FIFO or /dev/zero)
            # tiny JSON values take ~20x their text in memory: a crafted file of empty lists
            # could take gigabytes; a real cache holds some tens of values per entry
            if json_values(raw) > MAX_JSON_VALUES:
                return
            data = json.loads(raw)
        except (OSError, ValueError, RecursionError, MemoryError):
            return
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("tool") != self.tool:
            return
        indexes, results = data.get("indexes"), data.get("results")
        if isinstance(indexes, dict) and isinstance(results, dict):
            self.indexes, self.results = indexes, results

    # Module indexes -------------------------------------------------------------------------
    # An entry keeps the encoded index and a hash of it: a warm run needs only the hashes (for
    # the project key), and decodes indexes only when some file must be analyzed again.
    def get_index_entry(self, digest: str, path: str) -> tuple[Any, str] | None:
        entry = self.indexes.get(_hash(digest, path))
        if not isinstance(entry, dict) or "v" not in entry or not isinstance(entry.get("h"), str):
            return None
        entry["t"] = self.now
        return entry["v"], entry["h"]

    @staticmethod
    def decode_index(encoded: Any) -> Any | None:
        try:
            return decode_value(encoded)
        except Exception:   # a malformed entry is just a miss
            return None

    def put_index(self, digest: str, path: str, index: Any) -> str | None:
        """Store ``index``; returns its hash, or None if it cannot be stored as JSON."""
        try:
            encoded = encode_value(index)
        except Unencodable:
            return None
        digest_of_index = _hash(json.dumps(encoded, sort_keys=True))
        self.indexes[_hash(digest, path)] = {"t": self.now, "v": encoded, "h": digest_of_index}
        self.dirty = True
        return digest_of_index

    @staticmethod
    def fallback_index_hash(digest: str, path: str) -> str:
        # An index we cannot serialise is identified by its file: correct, just less reusable.
        return _hash("file", digest, path)

    @staticmethod
    def project_key(index_hashes: Iterable[str]) -> str:
        return _hash(*sorted(index_hashes))

    # Results --------------------------------------------------------------------------------
    def get_result(self, digest: str, path: str, project_key: str,
                   current: "Callable[[str], str | None] | None" = None) -> list[Diagnostic] | None:
        """The cached diagnostics, or None; ``current(path)`` gives the content hash a followed
        module has now (an entry that followed modules is a miss without it)."""
        entry = self.results.get(_hash(digest, path, project_key))
        if not isinstance(entry, dict) or not isinstance(entry.get("v"), list):
            return None
        deps = entry.get("deps", [])
        try:
            followed = tuple((_str(p), _str(h)) for p, h in deps)
            if followed and (current is None or any(current(p) != h for p, h in followed)):
                return None
            diagnostics = Findings((decode_diagnostic(d, path) for d in entry["v"]), followed)
        except Exception:
            return None
        entry["t"] = self.now
        return diagnostics

    def put_result(self, digest: str, path: str, project_key: str, diagnostics: list[Diagnostic]) -> None:
        entry: dict[str, Any] = {"t": self.now, "v": [encode_diagnostic(d, path) for d in diagnostics]}
        followed = getattr(diagnostics, "followed", ())
        if followed:
            entry["deps"] = [[p, h] for p, h in followed]
        self.results[_hash(digest, path, project_key)] = entry
        self.dirty = True

    def save(self) -> None:
        if not self.dirty:
            return
        for table in (self.indexes, self.results):
            if len(table) > MAX_ENTRIES:
                stale = sorted(table, key=lambda k: table[k].get("t", 0) if isinstance(table[k], dict) else 0)
                for key in stale[: len(table) - MAX_ENTRIES]:
                    del table[key]
        payload = json.dumps({"format": FORMAT, "tool": self.tool, "indexes": self.indexes,
                              "results": self.results}, separators=(",", ":"))
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            tag = self.directory / "CACHEDIR.TAG"
            if not tag.exists():
                tag.write_text("Signature: 8a477f597d28d172789f06886806bc55\n"
                               "# This file is a cache directory tag created by hybridlint.\n")
                (self.directory / ".gitignore").write_text("# Automatically created by hybridlint.\n*\n")
            write_atomic(self.file, payload.encode("utf-8"))
        except OSError:
            # A read-only checkout must still lint; it just does not get faster.
            pass
        self.dirty = False
