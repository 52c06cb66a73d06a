"""Facts observed by running the user's blocks once (``check --infer-shapes``): what each name held.

The static analysis says UNKNOWN where the code does not show what flows in (a tensor passed
through an untyped helper, a list built elsewhere).  When the project's
``[[tool.hybridlint.verify]]`` entries give example inputs, ``hybridlint.verify.observe`` runs each
block eagerly once under a line tracer and records, per source line of the user's code, the kind
(and shape, for arrays) of every local name as the line starts.  This module only holds that data
(plain dicts and tuples: the lint path stays numpy-free) and answers "what did ``x`` hold when
line 12 of model.py ran?".

A file's facts apply only to the exact text they were observed on (its digest is recorded): after
an edit, or after a fix moved lines, they are ignored rather than misapplied.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass

FORMAT = 1

# what a value was when its line ran (the recorder's vocabulary).  TENSOR is an NDArray computed
# from the block's inputs or parameters (a Symbol once hybridized); CONSTANT one built from python
# data alone (`nd.array(np.arange(3))`: still an NDArray after hybridize(), or a frozen parameter:
# a Symbol) -- the run cannot tell those two apart, so a CONSTANT settles nothing.
TENSOR, CONSTANT, NP_ARRAY, CONTAINER, SCALAR, NONE = (
    "tensor", "constant", "np-array", "container", "scalar", "none")
KINDS = frozenset({TENSOR, CONSTANT, NP_ARRAY, CONTAINER, SCALAR, NONE})


@dataclass(frozen=True)
class Observed:
    kind: str                          # one of KINDS
    shape: tuple[int, ...] | None      # arrays: the shape seen every time the line ran, else None
    elements: str | None = None        # containers: the kind every element had, if all agreed
    runs: int = 1                      # how many times the line ran with this name bound

    def describe(self) -> str:
        what = {TENSOR: "an NDArray", CONSTANT: "an NDArray built from python data",
                NP_ARRAY: "an mx.np array", CONTAINER: "a python container", SCALAR: "a python scalar",
                NONE: "None"}[self.kind]
        if self.kind in (TENSOR, CONSTANT, NP_ARRAY) and self.shape is not None:
            return f"{what} of shape {self.shape}"
        if self.kind == CONTAINER and self.elements == TENSOR:
            return "a python list/tuple of NDArrays"
        return what


def source_digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


class FileFacts:
    """The observations of one file: line -> name -> Observed."""

    def __init__(self, digest: str, lines: dict[int, dict[str, Observed]]) -> None:
        self.digest = digest
        self.lines = lines

    def at(self, line: int, name: str) -> Observed | None:
        return self.lines.get(line, {}).get(name)


class ObservedFacts:
    """Every file's observations, keyed by real path."""

    def __init__(self, files: dict[str, FileFacts], notes: list[str] | None = None) -> None:
        self.files = files
        self.notes = list(notes or [])   # targets that could not be observed, and why

    @property
    def digest(self) -> str:
        """Changes whenever any observation does (part of the cache key of a run that uses them)."""
        return hashlib.blake2b(json.dumps(self.to_json(), sort_keys=True).encode(),
                               digest_size=16).hexdigest()

    def for_source(self, path: str, source: str, base: str | None = None) -> FileFacts | None:
        """The facts of ``path`` if they were observed on exactly this ``source``."""
        if not self.files:
            return None
        full = path if os.path.isabs(path) or base is None else os.path.join(base, path)
        found = self.files.get(os.path.realpath(full))
        if found is None or found.digest != source_digest(source):
            return None
        return found

    # ---- JSON (what the recorder writes and a run reads back) ----------------------------------

    def to_json(self) -> dict:
        files = {}
        for path, ff in sorted(self.files.items()):
            files[path] = {"digest": ff.digest, "lines": {
                str(line): {name: _obs_json(o) for name, o in sorted(names.items())}
                for line, names in sorted(ff.lines.items())}}
        return {"format": FORMAT, "files": files, "notes": self.notes}

    @classmethod
    def from_json(cls, data: dict) -> "ObservedFacts":
        """Rebuild from :meth:`to_json`'s output; anything malformed is dropped, never raised."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return cls({})
        files: dict[str, FileFacts] = {}
        for path, entry in (data.get("files") or {}).items():
            if not isinstance(entry, dict) or not isinstance(entry.get("digest"), str):
                continue
            lines: dict[int, dict[str, Observed]] = {}
            for line, names in (entry.get("lines") or {}).items():
                if not (isinstance(line, str) and line.isdigit() and isinstance(names, dict)):
                    continue
                kept = {n: o for n, o in ((n, _obs_from(v)) for n, v in names.items()) if o is not None}
                if kept:
                    lines[int(line)] = kept
            files[path] = FileFacts(entry["digest"], lines)
        notes = [n for n in data.get("notes") or [] if isinstance(n, str)]
        return cls(files, notes)


def _obs_json(o: Observed) -> dict:
    out: dict = {"kind": o.kind, "runs": o.runs}
    if o.shape is not None:
        out["shape"] = list(o.shape)
    if o.elements is not None:
        out["elements"] = o.elements
    return out


def _obs_from(value) -> Observed | None:
    if not isinstance(value, dict) or value.get("kind") not in KINDS:
        return None
    shape = value.get("shape")
    if shape is not None:
        if not (isinstance(shape, list) and all(isinstance(d, int) and not isinstance(d, bool) and d >= 0
                                                for d in shape)):
            return None
        shape = tuple(shape)
    elements = value.get("elements")
    if elements is not None and elements not in KINDS:
        elements = None
    runs = value.get("runs", 1)
    return Observed(value["kind"], shape, elements, runs if isinstance(runs, int) and runs > 0 else 1)
