"""The engine as the runner sees it, and analysis of a batch of files (here or in a worker process).

``Engine`` is a seam: the real one imports ``hybridlint.engine`` and ``hybridlint.rules`` lazily,
tests hand the runner a tiny fake. ``index_many``/``analyze_many`` are what the process pool runs.
"""
from __future__ import annotations

import itertools
import os
import pickle
import re
from typing import Any, Callable

from .diagnostics import PARSE_ERROR, Diagnostic
from .startup_gc import loading_modules

# --- the engine, behind a seam so tests can drive the runner with a tiny fake -------------------

class Engine:
    """The analysis API the runner needs (``hybridlint.engine`` + ``hybridlint.rules``).

    Importing the engine costs more than a warm, fully cached run (it pulls in
    libcst), so the real one is imported only when a file must be analyzed or
    rule documentation is needed; rule codes come from the registry's file
    names (``rules/hyb0NN_*.py``) until then.
    """

    def __init__(self, index_module: Callable | None = None, project_from_modules: Callable | None = None,
                 analyze: Callable | None = None, rules: Callable[[], list] | None = None,
                 loader: Callable[[], tuple] | None = None, code_lister: Callable[[], list[str]] | None = None,
                 preload: Callable[[], None] | None = None):
        self._preload = preload
        self._index_module = index_module
        self._project_from_modules = project_from_modules
        self._analyze = analyze
        self._rules = rules
        self._loader = loader
        self._code_lister = code_lister
        self._rule_list: list | None = None
        self._prefilter: Callable | None = None

    def preload(self) -> None:
        """Import all that analysis needs (libcst, rules) now: before forking workers."""
        self._load()
        if self._preload is not None:
            self._preload()

    def _load(self) -> None:
        if self._loader is not None:
            loaded = self._loader()
            self._index_module, self._project_from_modules, self._analyze, self._rules = loaded[:4]
            self._prefilter = loaded[4] if len(loaded) > 4 else None
            self._loader = None

    @property
    def index_module(self) -> Callable:
        self._load()
        return self._index_module

    @property
    def project_from_modules(self) -> Callable:
        self._load()
        return self._project_from_modules

    @property
    def analyze(self) -> Callable:
        self._load()
        return self._analyze

    @analyze.setter
    def analyze(self, fn: Callable) -> None:
        self._load()
        self._analyze = fn

    @property
    def rules(self) -> list:
        if self._rule_list is None:
            self._load()
            self._rule_list = sorted(self._rules(), key=lambda r: r.code)
        return self._rule_list

    @property
    def codes(self) -> list[str]:
        if self._rule_list is None and self._code_lister is not None:
            codes = self._code_lister()
            if codes:
                return codes
        return [rule.code for rule in self.rules]

    def rule(self, code: str):
        return next((rule for rule in self.rules if rule.code == code), None)

    def may_hold(self, text: str, path: str, project: Any = None) -> bool:
        """The engine's cheap prefilter, if it has one (else every file may hold hybrid code): False
        means ``analyze`` finds nothing in the file (the runner then does not ask it)."""
        self._load()
        prefilter = self._prefilter
        if prefilter is None:
            return True
        try:
            return bool(prefilter(text, path, project))
        except TypeError:
            return bool(prefilter(text, path))


def _import_engine() -> tuple:
    import importlib

    engine = importlib.import_module("hybridlint.engine")
    rules = importlib.import_module("hybridlint.rules")

    def analyze(text: str, path: str, project: Any = None) -> list[Diagnostic]:
        # the engine is handed the rule set, lazily: it iterates it only for a file that passes
        # its prefilter, so a run without hybrid code never imports the rules (nor libcst)
        return engine.analyze(text, path, project, rules=rules.registered())

    return (engine.index_module, engine.ProjectIndex.from_modules, analyze, rules.all_rules,
            getattr(engine, "may_hold_hybrid_code", None))


_RULE_FILE = re.compile(r"^hyb(\d{3})_\w+\.py$")


def _rule_codes_from_files() -> list[str]:
    """Codes of the registered rules without importing them (the registry's file-name convention)."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("hybridlint.rules")
    except (ImportError, ValueError):
        return []
    codes = set()
    for directory in (spec.submodule_search_locations or []) if spec else []:
        try:
            names = os.listdir(directory)
        except OSError:
            continue
        codes.update(f"HYB{m.group(1)}" for m in map(_RULE_FILE.match, names) if m)
    return sorted(codes)


def load_engine() -> Engine:
    return Engine(loader=_import_engine, code_lister=_rule_codes_from_files, preload=_preload_engine)


def _preload_engine() -> None:
    import importlib

    # before the pool forks: what the workers inherit is frozen out of their collections too;
    # the fixers as well, which the rules otherwise import at a finding's first offer (in each
    # worker, and outside this freeze)
    with loading_modules():
        importlib.import_module("hybridlint.engine").preload()
        importlib.import_module("hybridlint.rules").all_rules()
        importlib.import_module("hybridlint.fixers").all_fixers()


# --- analysis (possibly in worker processes) ---------------------------------------------------

def _internal_error(path: str, exc: BaseException) -> Diagnostic:
    return Diagnostic(path=path, line=1, col=1, code=PARSE_ERROR, severity="error",
                      message=f"internal error in hybridlint while checking this file "
                              f"({type(exc).__name__}: {exc}); the file was not checked — please report this",
                      extra={"internal": True})


_WORKER_ENGINE: Engine | None = None


def worker_died(path: str) -> list[Diagnostic]:
    return [Diagnostic(path=path, line=1, col=1, code=PARSE_ERROR, extra={"internal": True},
                       message="the analyzer's process died on this file (a crash in native "
                               "code, such as the parser's stack); it was not checked, the "
                               "other files were. Please report it to hybridlint")]


def _worker_engine() -> Engine:
    global _WORKER_ENGINE
    if _WORKER_ENGINE is None:
        _WORKER_ENGINE = load_engine()
    return _WORKER_ENGINE


# The run's texts by pool, for the pool's forked workers, which inherit this table: a chunk then
# names each file by (pool, position) instead of carrying its text through a pipe (a corpus run's
# 770 texts are ~12 MB, pickled by the parent while the workers wait for their first chunk).
_FORKED_TEXTS: dict[int, list[str]] = {}
_fork_keys = itertools.count()


def share_with_forks(texts: list[str]) -> int:
    """Make ``texts`` readable by workers forked from now on; the key their items name them by."""
    key = next(_fork_keys)
    _FORKED_TEXTS[key] = texts
    return key


def unshare(key: int) -> None:
    _FORKED_TEXTS.pop(key, None)


def _text(text: str | tuple[int, int]) -> str:
    """An item's text: the text itself, or (in a forked worker) the one it names by (pool, position)."""
    return text if isinstance(text, str) else _FORKED_TEXTS[text[0]][text[1]]


def index_many(items: list[tuple[str | tuple[int, int], str]], engine: Engine | None = None) -> list[Any]:
    engine = engine or _worker_engine()
    out = []
    for text, path in items:
        text = _text(text)
        try:
            out.append(engine.index_module(text, path))
        except Exception:  # an index failure only costs cross-file resolution for this file
            out.append(None)
    return out


class ShippedProject:
    """The project index as the pool's workers receive it: pickled once in the parent and
    unpickled once per worker, instead of both once per chunk of files (a corpus run sends
    ~20 chunks of a ~0.4 MB index)."""

    _serial = itertools.count()

    def __init__(self, project: Any):
        self.project = project
        self.key = (os.getpid(), next(self._serial))
        self._blob: bytes | None = None

    def __getstate__(self) -> tuple:
        if self._blob is None:
            self._blob = pickle.dumps(self.project, protocol=pickle.HIGHEST_PROTOCOL)
        return self.key, self._blob

    def __setstate__(self, state: tuple) -> None:
        self.key, self._blob = state
        self.project = None

    def unpacked(self) -> Any:
        global _RECEIVED
        if self.project is None:
            if _RECEIVED is not None and _RECEIVED[0] == self.key:
                self.project = _RECEIVED[1]
            else:
                self.project = pickle.loads(self._blob)
                _RECEIVED = (self.key, self.project)
        return self.project


_RECEIVED: tuple | None = None     # in a worker: (key, project) of the last ShippedProject


def analyze_many(project: Any, items: list[tuple[str | tuple[int, int], str]],
                 engine: Engine | None = None) -> list[list[Diagnostic]]:
    engine = engine or _worker_engine()
    if isinstance(project, ShippedProject):
        project = project.unpacked()
    out = []
    for text, path in items:
        try:
            found = engine.analyze(_text(text), path, project)
            # (a list as it is: the engine's Findings carry the modules the analysis followed)
            out.append(found if isinstance(found, list) else list(found))
        except Exception as exc:
            out.append([_internal_error(path, exc)])
    return out
