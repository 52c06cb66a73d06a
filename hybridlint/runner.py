"""One lint run: read and decode files, index the project, analyze (cached, in parallel), suppress.

The engine sees decoded text and gives raw diagnostics; everything the user
controls (selection, ``per-file-ignores``, ``# noqa``) is applied here,
after the cache, so changing the selection never invalidates cached results.
"""
from __future__ import annotations

import difflib
import errno
import hashlib
import os
import re
import stat
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from .boundedio import read_regular
from .diagnostics import PARSE_ERROR, Diagnostic, Edit
from .discovery import IgnoreFile, within
from .noqa import UNUSED_NOQA, Suppressions, add_noqa
from .notebook import Notebook, NotebookError, parse_notebook
from .sourcefile import DecodeError, SourceFile, apply_edits, decode, decode_text, encode, split_lines, write_atomic

MAX_FILE_BYTES = 10 * 1024 * 1024
PARALLEL_THRESHOLD = 16      # fewer files to analyze than this: a process pool costs more than it saves
MAX_FIX_ROUNDS = 10

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
        """The engine's cheap prefilter, if it has one (else every file may hold hybrid code)."""
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

    importlib.import_module("hybridlint.engine").preload()
    importlib.import_module("hybridlint.rules").all_rules()


# --- inputs -----------------------------------------------------------------------------------

@dataclass
class Settings:
    enabled: set[str]
    root: Path
    per_file_ignores: list[tuple[str, list[str]]] = field(default_factory=list)
    jobs: int | None = None
    fix: bool = False
    unsafe_fixes: bool = False
    diff: bool = False
    cache: Any = None           # a cache.Cache, or None for --no-cache
    cwd: Path | None = None
    # --verify: (path, display, original text, fixed text) -> (keep the fix?, lines to report)
    verifier: Callable[[Path, str, str, str], tuple[bool, list[str]]] | None = None
    add_noqa: bool = False      # --add-noqa: write noqa directives instead of reporting
    # Hierarchical configuration: file -> (rules enabled, per-file ignores as (base dir, glob, codes)).
    # None: every file gets `enabled` and `per_file_ignores` (globs relative to `root`).
    config_for: Callable[[Path], tuple[set[str], list[tuple[Path, str, list[str]]]]] | None = None


@dataclass
class LoadedFile:
    path: Path
    display: str
    source: SourceFile | None = None
    notebook: Notebook | None = None
    text: str | None = None          # what the engine analyzes (a notebook's virtual module)
    digest: str = ""
    problem: str | None = None       # why the file could not be analyzed
    problem_line: int = 1
    skipped: bool = False            # e.g. a notebook with a non-Python kernel
    from_stdin: bool = False         # fixed text goes to stdout, never to the named file


@dataclass
class FileOutcome:
    display: str
    diagnostics: list[Diagnostic]
    path: Path | None = None
    lines: list[str] = field(default_factory=list)        # the analyzed text, for source snippets
    cell_first_line: dict[int, int] = field(default_factory=dict)  # notebook cell → its first line
    text: str | None = None                 # the text the diagnostics refer to (after fixes)
    notebook: Notebook | None = None
    fixed: int = 0                   # fixes applied (or that --diff would apply)
    diff: str = ""
    fix_messages: list[str] = field(default_factory=list)   # one line per fix applied
    fix_errors: list[str] = field(default_factory=list)     # fixes refused, for stderr
    fixed_output: bytes | None = None   # standard input after --fix, for stdout
    verify_notes: list[str] = field(default_factory=list)   # --verify results for fixes kept
    noqa_added: int = 0              # --add-noqa: lines given a noqa directive


@dataclass
class RunResult:
    outcomes: list[FileOutcome]
    files_checked: int
    internal_errors: int = 0
    cache_hits: int = 0

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for outcome in self.outcomes for d in outcome.diagnostics]

    @property
    def fixed(self) -> int:
        return sum(outcome.fixed for outcome in self.outcomes)


def display_path(path: Path, cwd: Path) -> str:
    try:
        return path.relative_to(cwd).as_posix()
    except ValueError:
        return path.as_posix() if os.sep == "/" else str(path)


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
    loaded.digest = hashlib.blake2b(data, digest_size=16).hexdigest()
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


@dataclass
class Policy:
    """What one file is checked for: the rules its configuration enables, its per-file ignores."""
    enabled: set[str]
    matchers: list[tuple[IgnoreFile, list[str]]]
    known: frozenset[str] = frozenset()     # every rule code, to tell a stale noqa code from a typo


def _policies(settings: Settings, known: Iterable[str] = ()) -> Callable[[Path], Policy]:
    """file -> its Policy, the matchers compiled once per distinct set of per-file ignores."""
    default = (settings.enabled, [(settings.root, glob, codes) for glob, codes in settings.per_file_ignores])
    compiled: dict[tuple, Policy] = {}

    def policy(path: Path) -> Policy:
        enabled, ignores = settings.config_for(path) if settings.config_for else default
        key = (tuple(sorted(enabled)), tuple((str(root), glob, tuple(codes)) for root, glob, codes in ignores))
        if key not in compiled:
            compiled[key] = Policy(enabled, [(IgnoreFile.from_lines(root, [glob]), codes)
                                             for root, glob, codes in ignores], frozenset(known))
        return compiled[key]
    return policy


def _ignored_for_file(path: Path, matchers) -> list[str]:
    """Codes ignored for ``path`` by per-file-ignores.

    A glob matches the file's path relative to the config's directory, or any
    directory above the file (so ``"tests/*"`` and ``"tests/"`` cover
    ``tests/unit/test_x.py``, as ruff's globs do); a glob without a slash
    matches a file or directory name anywhere.
    """
    out: list[str] = []
    for matcher, codes in matchers:
        try:
            rel = path.absolute().relative_to(matcher.base).as_posix()
        except ValueError:
            rel = path.name
        parts = rel.split("/")
        candidates = [(rel, False)] + [("/".join(parts[:n]), True) for n in range(1, len(parts))]
        if any(matcher.verdict(candidate, is_dir) for candidate, is_dir in candidates):
            out.extend(codes)
    return out


def _filter(diagnostics: Iterable[Diagnostic], loaded: LoadedFile, policy: Policy) -> list[Diagnostic]:
    diagnostics = list(diagnostics)
    check_noqa = UNUSED_NOQA in policy.enabled and loaded.text is not None and "noqa" in loaded.text.lower()
    if not diagnostics and not check_noqa:
        return []
    file_ignores = _ignored_for_file(loaded.path, policy.matchers)

    def ignored(code: str) -> bool:
        return any(code.startswith(prefix) or prefix == "ALL" for prefix in file_ignores)

    suppressions = Suppressions(loaded.text)
    kept = []
    for diag in diagnostics:
        if diag.code != PARSE_ERROR:
            # offered to the suppressions even when not enabled: HYB100 asks which were used
            suppressed = suppressions.suppressed(diag.line, diag.code)
            if diag.code not in policy.enabled or ignored(diag.code) or suppressed:
                continue
        kept.append(diag)
    if check_noqa and not any(d.code == PARSE_ERROR for d in diagnostics):
        for diag in suppressions.unused(loaded.text, policy.enabled, policy.known, loaded.display):
            if not ignored(diag.code) and not suppressions.suppressed(diag.line, diag.code):
                kept.append(diag)
    return kept


# --- analysis (possibly in worker processes) ---------------------------------------------------

def _internal_error(path: str, exc: BaseException) -> Diagnostic:
    return Diagnostic(path=path, line=1, col=1, code=PARSE_ERROR, severity="error",
                      message=f"internal error in hybridlint while checking this file "
                              f"({type(exc).__name__}: {exc}); the file was not checked — please report this",
                      extra={"internal": True})


_WORKER_ENGINE: Engine | None = None


def _died(path: str) -> list[Diagnostic]:
    return [Diagnostic(path=path, line=1, col=1, code=PARSE_ERROR, extra={"internal": True},
                       message="the analyzer's process died on this file (a crash in native "
                               "code, such as the parser's stack); it was not checked, the "
                               "other files were. Please report it to hybridlint")]


def _worker_engine() -> Engine:
    global _WORKER_ENGINE
    if _WORKER_ENGINE is None:
        _WORKER_ENGINE = load_engine()
    return _WORKER_ENGINE


def _index_many(items: list[tuple[str, str]], engine: Engine | None = None) -> list[Any]:
    engine = engine or _worker_engine()
    out = []
    for text, path in items:
        try:
            out.append(engine.index_module(text, path))
        except Exception:  # an index failure only costs cross-file resolution for this file
            out.append(None)
    return out


def _analyze_many(project: Any, items: list[tuple[str, str]], engine: Engine | None = None) -> list[list[Diagnostic]]:
    engine = engine or _worker_engine()
    out = []
    for text, path in items:
        try:
            out.append(list(engine.analyze(text, path, project)))
        except Exception as exc:
            out.append([_internal_error(path, exc)])
    return out


class _Pool:
    """A process pool started only when there is enough work, shared by indexing and analysis."""

    def __init__(self, jobs: int, engine: Engine):
        self.jobs = jobs
        self.engine = engine
        self.executor = None

    def map_chunks(self, fn, items: list[tuple[str, str]], *args, dead=None) -> list:
        """``fn(*args, chunk)`` over chunks of ``items``; results in the order of ``items``.

        A file whose worker dies gets ``dead(path)`` (None without it); the others still get
        their results.

        Costs vary a lot between files (a module full of HybridBlocks against a
        script with none), so the largest texts are handed out first, in small
        chunks, to keep every worker busy until the end.
        """
        if self.executor is None:
            import concurrent.futures

            # Import the engine (libcst) once here: forked workers inherit it instead of each
            # paying the import.
            self.engine.preload()

            self.executor = concurrent.futures.ProcessPoolExecutor(max_workers=self.jobs,
                                                                   mp_context=self._context())
        from concurrent.futures.process import BrokenProcessPool   # (the pool's own import)

        order = sorted(range(len(items)), key=lambda i: -len(items[i][0]))
        size = max(1, min(16, len(items) // (self.jobs * 8)))
        chunks = [order[i:i + size] for i in range(0, len(order), size)]
        futures = [self.executor.submit(fn, *args, [items[i] for i in chunk]) for chunk in chunks]
        missing = object()
        out: list = [missing] * len(items)
        broken = False
        for chunk, future in zip(chunks, futures):
            try:
                results = future.result()
            except BrokenProcessPool:
                broken = True       # a worker died (a signal in native code): isolate below
                continue
            for i, result in zip(chunk, results):
                out[i] = result
        if broken:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None
            # every file the dead pool did not finish runs alone, so one file that kills its
            # process costs only its own result
            for i in range(len(items)):
                if out[i] is missing:
                    out[i] = self._isolated(fn, args, items[i], dead)
        return out

    def _isolated(self, fn, args, item: tuple[str, str], dead):
        import concurrent.futures
        from concurrent.futures.process import BrokenProcessPool

        with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=self._context()) as one:
            try:
                return one.submit(fn, *args, [item]).result()[0]
            except BrokenProcessPool:
                return dead(item[1]) if dead is not None else None

    @staticmethod
    def _context():
        import multiprocessing

        methods = multiprocessing.get_all_start_methods()
        return multiprocessing.get_context("fork" if "fork" in methods else "spawn")

    def close(self) -> None:
        if self.executor is not None:
            self.executor.shutdown(wait=True, cancel_futures=True)


def _default_jobs(settings: Settings) -> int:
    if settings.jobs:
        return max(1, settings.jobs)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


# --- fixing -----------------------------------------------------------------------------------

def _applicable(diag: Diagnostic, settings: Settings) -> bool:
    return diag.fix is not None and (diag.fix.applicability == "safe" or settings.unsafe_fixes)


def _select_fixes(diagnostics: Sequence[Diagnostic]) -> tuple[list[Edit], list[Diagnostic]]:
    """A set of fixes whose edits do not overlap; a fix is applied whole or not at all."""
    taken: list[tuple[int, int]] = []
    edits: list[Edit] = []
    chosen: list[Diagnostic] = []
    for diag in sorted(diagnostics, key=lambda d: min((e.start for e in d.fix.edits), default=0)):
        spans = [(e.start, e.end) for e in diag.fix.edits]
        if not spans:
            continue
        if any(s < te and ts < e or (s == e == ts == te) for s, e in spans for ts, te in taken):
            continue
        taken.extend(spans)
        edits.extend(diag.fix.edits)
        chosen.append(diag)
    return edits, chosen


def _parses(text: str) -> bool:
    """Whether Python's own parser accepts ``text`` (the engine's parser may be more lenient)."""
    import ast

    try:
        compile(text, "<fixed>", "exec", flags=ast.PyCF_ONLY_AST, dont_inherit=True)
        return True
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False


def _with_newline(edits: list[Edit], newline: str) -> list[Edit]:
    """Edits whose inserted line breaks follow the file's style (a CRLF file stays CRLF)."""
    if newline == "\n":
        return edits
    return [replace(e, text=re.sub(r"\r\n|\r|\n", newline, e.text)) if ("\n" in e.text or "\r" in e.text) else e
            for e in edits]


def _apply_fixes(fixes: list[Diagnostic], text: str, notebook: Notebook | None,
                 newline: str) -> tuple[str, Notebook | None, Any, list[Edit]]:
    """The text (and notebook, notebook data) with ``fixes`` applied, and the edits refused."""
    edits = [e for d in fixes for e in _with_newline(list(d.fix.edits), newline)]
    if notebook is not None:
        data, _, refused = notebook.apply_edits(edits)
        parsed = parse_notebook(notebook.dumps(data))
        return (parsed.source if parsed else text), parsed, data, refused
    new_text, _, refused = apply_edits(text, edits)
    return new_text, None, None, refused


def _fix_rounds(loaded: LoadedFile, diagnostics: list[Diagnostic], project: Any, engine: Engine,
                settings: Settings, policy: Policy, outcome: FileOutcome) -> tuple[str, Notebook | None, Any]:
    """Apply fixes round by round until none applies; (text, notebook, notebook data) reached."""
    text = loaded.text
    notebook = loaded.notebook
    nb_data = notebook.data if notebook else None
    original_parses: bool | None = None   # parsed only once a fix changes the text: most files get none
    newline = loaded.source.newline if loaded.source is not None and notebook is None else "\n"
    seen = {text}
    current = diagnostics
    for _ in range(MAX_FIX_ROUNDS):
        fixable = [d for d in current if _applicable(d, settings)]
        if not fixable:
            break
        _, chosen = _select_fixes(fixable)
        new_text, new_notebook, new_data, refused = _apply_fixes(chosen, text, notebook, newline)
        if refused:
            # A fix is applied whole or not at all: drop those with an edit that could not be made.
            whole = [d for d in chosen if not any(e in refused for e in _with_newline(list(d.fix.edits), newline))]
            if len(whole) < len(chosen):
                chosen = whole
                new_text, new_notebook, new_data, _ = _apply_fixes(chosen, text, notebook, newline)
        if not chosen:
            break
        if new_text in seen:
            break   # no change, or fixes that undo each other: stop at a text that lints as reported
        raw = _analyze_many(project, [(new_text, loaded.display)], engine)[0]
        if original_parses is None:
            original_parses = _parses(loaded.text)
        if any(d.code == PARSE_ERROR for d in raw) or (original_parses and not _parses(new_text)):
            outcome.fix_errors.append(
                f"{loaded.display}: a fix of {', '.join(sorted({d.code for d in chosen}))} produced code that "
                "does not parse; kept the file as it was before that fix (please report this)")
            break
        seen.add(new_text)
        outcome.fixed += len(chosen)
        outcome.fix_messages.extend(f"{_fix_location(loaded.display, d, notebook)}: {d.code} "
                                    f"{d.fix.message or 'fixed'}" for d in chosen)
        text = new_text
        if new_notebook is not None:
            notebook, nb_data = new_notebook, new_data
        current = _filter(raw, replace(loaded, text=text, notebook=notebook), policy)
    outcome.diagnostics = current
    return text, notebook, nb_data


def _fix_location(display: str, diag: Diagnostic, notebook: "Notebook | None") -> str:
    """Where a fix was made, as the findings say it: ``nb.ipynb:cell 3:2:5`` in a notebook."""
    if notebook is not None and diag.cell is None:
        diag = notebook.map_diagnostic(diag)
    cell = f"cell {diag.cell}:" if diag.cell is not None else ""
    return f"{display}:{cell}{diag.line}:{diag.col}"


def _roll_back(outcome: FileOutcome, loaded: LoadedFile, diagnostics: list[Diagnostic], why: str) -> None:
    """Forget the fixes of ``outcome``: the file and its findings stay as they were."""
    outcome.fix_errors.append(why)
    outcome.fixed, outcome.fix_messages, outcome.diff = 0, [], ""
    outcome.diagnostics = diagnostics
    outcome.text, outcome.notebook = loaded.text, loaded.notebook
    outcome.fixed_output = None


def _outside_project(path: str, root: Path) -> Path | None:
    """The real file behind ``path`` when a symlink on the way leads out of the project, else None.

    A file reached through a link is rewritten only when the link's target is inside the project
    root: ``--fix`` must never change a file that the project merely points at."""
    target = Path(os.path.realpath(path))
    if target == Path(os.path.abspath(path)):
        return None                     # no link on the way: the user named this very file
    return None if within(target, Path(os.path.realpath(root))) else target


def _write_fixed(loaded: LoadedFile, data: bytes, root: Path) -> str | None:
    """Replace the file with ``data``; why it could not be, or None when written."""
    target = Path(os.path.realpath(loaded.path))   # through a symlink: the link stays a link
    what = f"{loaded.display}: not written, the file is unchanged"
    outside = _outside_project(loaded.path, root)
    if outside is not None:
        return (f"{what}: it is a symlink to {outside}, outside the project ({root}); "
                f"run hybridlint in the project that owns that file to fix it")
    try:
        # No write bit at all means read-only on purpose, even for root (whom os.access lets write).
        read_only = not os.access(target, os.W_OK) or not os.stat(target).st_mode & 0o222
    except OSError:
        read_only = True
    if read_only:
        return f"{what}: it is read-only (make it writable, e.g. `chmod u+w {loaded.display}`, and run again)"
    try:
        now = read_regular(target, MAX_FILE_BYTES)
    except OSError as exc:
        return f"{what}: cannot read it again ({exc.strerror or exc})"
    if hashlib.blake2b(now, digest_size=16).hexdigest() != loaded.digest:
        return f"{what}: it changed on disk while hybridlint was checking it; run again"
    try:
        write_atomic(target, data)
    except OSError as exc:
        return f"{what}: cannot write it ({exc.strerror or exc}{_write_hint(exc)})"
    return None


def _write_hint(exc: OSError) -> str:
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return "; the disk or quota is full: free space and run again"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "; is its directory writable?"
    return ""


def _fix_file(loaded: LoadedFile, diagnostics: list[Diagnostic], project: Any, engine: Engine,
              settings: Settings, policy: Policy) -> FileOutcome:
    outcome = FileOutcome(display=loaded.display, diagnostics=diagnostics)
    text, notebook, nb_data = _fix_rounds(loaded, diagnostics, project, engine, settings, policy, outcome)
    outcome.text, outcome.notebook = text, notebook
    if not outcome.fixed:
        return outcome
    if notebook is not None and loaded.notebook is not None:
        old_out, new_out = loaded.notebook.dumps(), loaded.notebook.dumps(nb_data)
        if loaded.source.newline != "\n":
            # json.dumps writes \n between lines and never inside strings: restore the file's style
            new_out = new_out.replace("\n", loaded.source.newline)
    else:
        old_out, new_out = loaded.text, text
    try:
        data = encode(loaded.source, new_out)
    except UnicodeEncodeError as exc:
        _roll_back(outcome, loaded, diagnostics,
                   f"{loaded.display}: not written, the file is unchanged: the fixed text holds "
                   f"{exc.object[exc.start:exc.end]!r}, which its declared encoding {loaded.source.encoding} "
                   "cannot represent (fix these findings by hand, or save the file as UTF-8)")
        return outcome
    if settings.verifier is not None:
        if notebook is not None:
            outcome.verify_notes.append(f"{loaded.display}: not verified: --verify checks .py files only "
                                        "(notebooks are fixed unverified)")
        else:
            keep, lines = settings.verifier(loaded.path, loaded.display, loaded.text, text)
            if not keep:
                _roll_back(outcome, loaded, diagnostics, "\n".join(lines))
                return outcome
            outcome.verify_notes.extend(lines)
    if settings.diff:
        outcome.diff = "".join(difflib.unified_diff(
            old_out.splitlines(keepends=True), new_out.splitlines(keepends=True),
            fromfile=loaded.display, tofile=loaded.display))
        outcome.diagnostics = diagnostics
        outcome.text, outcome.notebook = loaded.text, loaded.notebook
    elif loaded.from_stdin:
        outcome.fixed_output = data
    else:
        problem = _write_fixed(loaded, data, settings.root)
        if problem is not None:
            _roll_back(outcome, loaded, diagnostics, problem)
    return outcome


def _add_noqa_file(loaded: LoadedFile, diagnostics: list[Diagnostic], settings: Settings) -> FileOutcome:
    """``--add-noqa``: each line with findings gets ``# noqa: CODES``, written as fixes are."""
    outcome = FileOutcome(display=loaded.display, diagnostics=diagnostics)
    if loaded.notebook is not None or not any(d.code != PARSE_ERROR for d in diagnostics):
        if loaded.notebook is not None and diagnostics:
            outcome.fix_errors.append(f"{loaded.display}: --add-noqa does not edit notebooks; add `# noqa: CODE` "
                                      "to the cell lines by hand")
        return outcome
    text, added, refused = add_noqa(loaded.text, diagnostics)
    for line in refused:
        outcome.fix_errors.append(
            f"{loaded.display}:{line}: no `# noqa` added: a comment at the end of this line would change the "
            "code (a backslash continuation or a multi-line string); add `# hybridlint: noqa: CODE` on a line "
            "of its own, or change the line")
    if not added:
        return outcome
    try:
        data = encode(loaded.source, text)
    except UnicodeEncodeError:      # cannot happen: only ASCII was added, but never lose the file
        outcome.fix_errors.append(f"{loaded.display}: not written, the file is unchanged")
        return outcome
    problem = None if loaded.from_stdin else _write_fixed(loaded, data, settings.root)
    if problem is not None:
        outcome.fix_errors.append(problem)
        return outcome
    if loaded.from_stdin:
        outcome.fixed_output = data
    outcome.noqa_added = added
    outcome.text = text
    outcome.diagnostics = [d for d in diagnostics if d.code == PARSE_ERROR or d.line in refused]
    return outcome


class _Timings:
    """Phase timings on stderr when HYBRIDLINT_TIMINGS=1 (for bench/lint_speed.py and profiling)."""

    def __init__(self):
        import time

        self.enabled = os.environ.get("HYBRIDLINT_TIMINGS") == "1"
        self.clock = time.perf_counter
        self.last = self.clock()
        self.laps: list[tuple[str, float]] = []

    def lap(self, name: str) -> None:
        if self.enabled:
            now = self.clock()
            self.laps.append((name, now - self.last))
            self.last = now

    def report(self) -> None:
        if self.enabled:
            sys.stderr.write("".join(f"hybridlint timing: {name}: {t * 1000:.0f} ms\n" for name, t in self.laps))


# --- the run ----------------------------------------------------------------------------------

def _problem_diagnostic(loaded: LoadedFile) -> Diagnostic:
    return Diagnostic(path=loaded.display, line=loaded.problem_line, col=1, code=PARSE_ERROR,
                      message=loaded.problem or "")


def run(paths: Sequence[Path], settings: Settings, engine: Engine | None = None,
        extra_problems: Sequence[tuple[str, str]] = (), stdin: tuple[Path, bytes] | None = None) -> RunResult:
    """Check ``paths`` (already discovered files); ``extra_problems`` are (path, message) pairs.

    ``stdin`` is (the name it stands for, its bytes): checked as that file,
    its fixed text returned in the outcome instead of written.
    """
    engine = engine or load_engine()
    timings = _Timings()
    cwd = settings.cwd or Path(os.getcwd())
    loaded = [load_file(path, display_path(path, cwd)) for path in paths]
    if stdin is not None:
        stdin_file = load_bytes(stdin[1], stdin[0], display_path(stdin[0], cwd))
        stdin_file.from_stdin = True
        loaded.append(stdin_file)
    timings.lap("read+decode")
    cache = settings.cache
    policy_for = _policies(settings, [*engine.codes, UNUSED_NOQA])

    analyzable = [f for f in loaded if f.text is not None and f.problem is None]
    jobs = _default_jobs(settings)
    pool = _Pool(jobs, engine)
    try:
        # 1. Module indexes for cross-file HybridBlock resolution (cached by content).
        index_objects: dict[int, Any] = {}
        index_encoded: dict[int, Any] = {}
        index_hashes: dict[int, str] = {}
        missing: list[int] = []
        for i, f in enumerate(analyzable):
            entry = cache.get_index_entry(f.digest, f.display) if cache else None
            if entry is not None:
                index_encoded[i], index_hashes[i] = entry
            else:
                missing.append(i)

        def compute_indexes(positions: list[int]) -> None:
            if not positions:
                return
            items = [(analyzable[i].text, analyzable[i].display) for i in positions]
            use_pool = jobs > 1 and len(items) > PARALLEL_THRESHOLD
            results = pool.map_chunks(_index_many, items) if use_pool else _index_many(items, engine)
            for i, index in zip(positions, results):
                index_objects[i] = index
                if cache and index is not None:
                    f = analyzable[i]
                    index_hashes[i] = (cache.put_index(f.digest, f.display, index)
                                       or cache.fallback_index_hash(f.digest, f.display))

        compute_indexes(missing)
        timings.lap(f"index ({len(missing)} files)")
        project_key = cache.project_key(index_hashes.values()) if cache else ""

        def build_project() -> Any:
            undecodable = []
            for i, encoded in index_encoded.items():
                if i not in index_objects:
                    index_objects[i] = cache.decode_index(encoded)
                    if index_objects[i] is None:
                        undecodable.append(i)
            if undecodable:
                compute_indexes(undecodable)
            return engine.project_from_modules(
                [index_objects[i] for i in range(len(analyzable)) if index_objects.get(i) is not None])

        # 2. Raw diagnostics per file (cached by content + project + tool).
        raw: dict[int, list[Diagnostic]] = {}
        todo: list[int] = []
        hits = 0
        for i, f in enumerate(analyzable):
            cached = cache.get_result(f.digest, f.display, project_key) if cache else None
            if cached is not None and (settings.fix or settings.diff) and any(d.fix for d in cached):
                cached = None       # edits are applied only as derived now, never from the cache
            if cached is not None:
                raw[i] = cached
                hits += 1
            else:
                todo.append(i)
        project = build_project() if todo or settings.fix or settings.diff else None
        timings.lap("project")
        # Files the engine's prefilter rules out cost next to nothing: keep them here and send
        # only the rest to worker processes, when there are enough of them to pay for a pool.
        heavy = [i for i in todo if engine.may_hold(analyzable[i].text, analyzable[i].display, project)]
        heavy_set = set(heavy)
        light = [i for i in todo if i not in heavy_set]
        if jobs > 1 and len(heavy) > PARALLEL_THRESHOLD:
            heavy_results = pool.map_chunks(_analyze_many, [(analyzable[i].text, analyzable[i].display)
                                                            for i in heavy], project, dead=_died)
            light_results = _analyze_many(project, [(analyzable[i].text, analyzable[i].display)
                                                    for i in light], engine)
            by_position = dict(zip(heavy, heavy_results)) | dict(zip(light, light_results))
            results = [by_position[i] for i in todo]
        else:
            results = _analyze_many(project, [(analyzable[i].text, analyzable[i].display) for i in todo],
                                    engine)
        timings.lap(f"analyze ({len(todo)} files, {len(heavy)} with hybrid code)")
        internal = 0
        for i, diags in zip(todo, results):
            raw[i] = diags
            if any(d.extra.get("internal") for d in diags):
                internal += 1
            elif cache and not any(d.extra.get("uncached") for d in diags):
                cache.put_result(analyzable[i].digest, analyzable[i].display, project_key, diags)
    finally:
        pool.close()

    outcomes: list[FileOutcome] = []
    position = {id(f): i for i, f in enumerate(analyzable)}
    for f in loaded:
        if f.skipped:
            continue
        if f.problem is not None:
            outcomes.append(FileOutcome(display=f.display, diagnostics=[_problem_diagnostic(f)], path=f.path))
            continue
        diags = [replace(d, path=f.display) for d in raw[position[id(f)]]]
        policy = policy_for(f.path)
        kept = _filter(diags, f, policy)
        if settings.add_noqa:
            outcome = _add_noqa_file(f, kept, settings)
        elif settings.fix or settings.diff:
            outcome = _fix_file(f, kept, project, engine, settings, policy)
        else:
            outcome = FileOutcome(display=f.display, diagnostics=kept)
        outcome.path = f.path
        text = outcome.text if outcome.text is not None else f.text
        notebook = outcome.notebook if outcome.text is not None else f.notebook
        outcome.text, outcome.notebook = text, notebook
        if outcome.diagnostics:
            outcome.lines = split_lines(text)
        if notebook is not None:
            outcome.diagnostics = [notebook.map_diagnostic(d) for d in outcome.diagnostics]
            outcome.cell_first_line = {s.cell: s.first_line for s in notebook.spans}
        outcomes.append(outcome)
    for path, message in extra_problems:
        outcomes.append(FileOutcome(display=path, diagnostics=[
            Diagnostic(path=path, line=1, col=1, code=PARSE_ERROR, message=message)]))
    timings.lap("filter+fix")
    if cache:
        cache.save()
        timings.lap("cache save")
    timings.report()
    outcomes.sort(key=lambda o: o.display)
    for outcome in outcomes:
        outcome.diagnostics.sort(key=lambda d: (d.cell or 0, d.line, d.col, d.code))
    return RunResult(outcomes=outcomes, files_checked=len(loaded) - sum(f.skipped for f in loaded),
                     internal_errors=internal, cache_hits=hits)
