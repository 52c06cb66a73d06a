"""One lint run: load the files, index the project, analyze (cached, in a process pool when it pays),
suppress, fix; outcomes in path order.

The engine sees decoded text and gives raw diagnostics; everything the user
controls (selection, ``per-file-ignores``, ``# noqa``) is applied after the cache
(``suppression.py``), so changing the selection never invalidates cached results.
Reading is ``loading.py``, the fix loop and writing ``fixloop.py``.
"""
from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

from .analysis import (Engine, ShippedProject, analyze_many, index_many, load_engine, share_with_forks, unshare,
                       worker_died)
from .diagnostics import PARSE_ERROR, Diagnostic
from .discovery import real_path
from .fixloop import add_noqa_file, fix_file
from .loading import LoadedFile, display_path, file_digest, load_bytes, load_file
from .noqa import UNUSED_NOQA
from .outcome import FileOutcome, RunResult
from .run_settings import Settings
from .sourcefile import split_lines
from .suppression import filter_diagnostics, policies

PARALLEL_THRESHOLD = 16      # fewer files to analyze than this: a process pool costs more than it saves


class _Pool:
    """A process pool started only when there is enough work, shared by indexing and analysis.

    ``texts`` are the run's texts: the items handed to it name a file by its position there.
    """

    def __init__(self, jobs: int, engine: Engine, texts: list[str]):
        self.jobs = jobs
        self.engine = engine
        self.texts = texts
        self.executor = None
        self.shared: int | None = None   # the key forked workers find ``texts`` under

    def map_chunks(self, fn, items: list[tuple[int, str]], *args, dead=None) -> list:
        """``fn(*args, chunk)`` over chunks of ``items`` (position in ``texts``, display path); results
        in the order of ``items``.  A chunk carries each file's text, or, to workers forked from
        this process, only (key, position): they inherited the texts.

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

            context = self._context()
            if context.get_start_method() == "fork" and self.shared is None:
                self.shared = share_with_forks(self.texts)
            self.executor = concurrent.futures.ProcessPoolExecutor(max_workers=self.jobs, mp_context=context)
        from concurrent.futures.process import BrokenProcessPool   # (the pool's own import)

        order = sorted(range(len(items)), key=lambda i: -len(self.texts[items[i][0]]))
        size = max(1, min(16, len(items) // (self.jobs * 8)))
        chunks = [order[i:i + size] for i in range(0, len(order), size)]
        futures = [self.executor.submit(fn, *args, [self._shipped(items[i]) for i in chunk]) for chunk in chunks]
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

    def _shipped(self, item: tuple[int, str]) -> tuple:
        position, display = item
        if self.shared is not None:
            return (self.shared, position), display
        return self.texts[position], display

    def _isolated(self, fn, args, item: tuple[int, str], dead):
        import concurrent.futures
        from concurrent.futures.process import BrokenProcessPool

        # (forked after ``texts`` were shared, as the pool's workers were)
        with concurrent.futures.ProcessPoolExecutor(max_workers=1, mp_context=self._context()) as one:
            try:
                return one.submit(fn, *args, [self._shipped(item)]).result()[0]
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
        if self.shared is not None:
            unshare(self.shared)
            self.shared = None


def _default_jobs(settings: Settings) -> int:
    if settings.jobs:
        return max(1, settings.jobs)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


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


# --- findings in imported helpers ---------------------------------------------------------------

class _Where:
    """The run's files by real path: where a finding the engine placed in another project module
    belongs, and the current content hash of a module a cached result was derived from."""

    def __init__(self, cwd: Path, analyzable: list[LoadedFile]):
        self.cwd = str(cwd)
        self.analyzable = analyzable
        # (built on first need: a warm run of files that follow no import never asks)
        self._position: dict[str, int] | None = None

    def position(self, path: str) -> int | None:
        """Which file of the run ``path`` (as the engine wrote it) is, if any."""
        if self._position is None:
            self._position = {}
            real_dirs: dict[str, str] = {}
            for i, f in enumerate(self.analyzable):
                if not f.from_stdin:     # (the text checked is not what is on disk)
                    self._position.setdefault(real_path(f.path, real_dirs), i)
        return self._position.get(self.real(path))

    def real(self, path: str) -> str:
        return os.path.realpath(os.path.join(self.cwd, path))

    def digest(self, path: str) -> str | None:
        """The content hash the file at ``path`` has now (the run's copy if it is one of its files)."""
        i = self.position(path)
        return self.analyzable[i].digest if i is not None else file_digest(Path(self.real(path)))


def _route_followed(raw: dict[int, list[Diagnostic]], analyzable: list[LoadedFile], where: _Where) -> None:
    """Move each finding the engine placed in another module (a helper that hybrid code of the
    analysed file calls) to that module's file, when it is one of the run's; a finding in a file
    the run was not given is dropped, as ruff reports only the files it checks (a pre-commit run
    on the caller alone is not failed by a helper it did not touch).  Two callers reaching the
    same line give one finding: the first (files in the order given; the helper's own analysis
    first)."""
    moved: dict[int, list[Diagnostic]] = {}
    for i in sorted(raw):
        display = analyzable[i].display
        diags = raw[i]
        if all(d.path == display for d in diags):
            continue
        raw[i] = [d for d in diags if d.path == display]
        for d in diags:
            if d.path != display:
                target = where.position(d.path)
                if target is not None:
                    moved.setdefault(target, []).append(d)
    for target, diags in moved.items():
        seen = {(d.line, d.col, d.code) for d in raw[target]}
        for d in diags:
            if (d.line, d.col, d.code) not in seen:
                seen.add((d.line, d.col, d.code))
                raw[target].append(d)


# --- the run ----------------------------------------------------------------------------------

def _array_modes(settings: Settings, analyzable: list[LoadedFile]) -> dict[int, str]:
    """Position -> `array-mode` of the files not read in the default ("auto")."""
    if settings.array_mode_for is None:
        return {}
    modes = {i: settings.array_mode_for(f.path) for i, f in enumerate(analyzable)}
    return {i: mode for i, mode in modes.items() if mode != "auto"}


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
    policy_for = policies(settings, [*engine.codes, UNUSED_NOQA])

    analyzable = [f for f in loaded if f.text is not None and f.problem is None]
    jobs = _default_jobs(settings)
    pool = _Pool(jobs, engine, [f.text for f in analyzable])
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
            use_pool = jobs > 1 and len(positions) > PARALLEL_THRESHOLD
            results = (pool.map_chunks(index_many, [(i, analyzable[i].display) for i in positions]) if use_pool
                       else index_many([(analyzable[i].text, analyzable[i].display) for i in positions], engine))
            for i, index in zip(positions, results):
                index_objects[i] = index
                if cache and index is not None:
                    f = analyzable[i]
                    index_hashes[i] = (cache.put_index(f.digest, f.display, index)
                                       or cache.fallback_index_hash(f.digest, f.display))

        compute_indexes(missing)
        timings.lap(f"index ({len(missing)} files)")
        key_parts = list(index_hashes.values())
        if settings.facts is not None:
            key_parts.append(f"facts:{settings.facts.digest}")   # findings read the observations
        project_key = cache.project_key(key_parts) if cache else ""
        # a file read in another array mode than "auto" has findings of its own: its own key
        # (auto keeps the key it always had, so such runs share their cache with older ones)
        modes = _array_modes(settings, analyzable)
        mode_keys = {mode: cache.project_key([*key_parts, f"array-mode:{mode}"]) if cache else ""
                     for mode in set(modes.values())}

        def key_of(i: int) -> str:
            return mode_keys[modes[i]] if i in modes else project_key

        def build_project() -> Any:
            undecodable = []
            for i, encoded in index_encoded.items():
                if i not in index_objects:
                    index_objects[i] = cache.decode_index(encoded)
                    if index_objects[i] is None:
                        undecodable.append(i)
            if undecodable:
                compute_indexes(undecodable)
            project = engine.project_from_modules(
                [index_objects[i] for i in range(len(analyzable)) if index_objects.get(i) is not None])
            if hasattr(project, "base"):
                project.base = str(cwd)     # (where the engine reads imported project modules)
                project.facts = settings.facts
                project.array_modes = {analyzable[i].display: mode for i, mode in modes.items()}
            return project

        # 2. Raw diagnostics per file (cached by content + project + tool).
        raw: dict[int, list[Diagnostic]] = {}
        todo: list[int] = []
        hits = 0
        where = _Where(cwd, analyzable)
        for i, f in enumerate(analyzable):
            cached = cache.get_result(f.digest, f.display, key_of(i), where.digest) if cache else None
            if cached is not None and (settings.fix or settings.diff) and any(d.fix for d in cached):
                cached = None       # edits are applied only as derived now, never from the cache
            if cached is not None:
                raw[i] = cached
                hits += 1
            else:
                todo.append(i)
        project = build_project() if todo or settings.fix or settings.diff else None
        timings.lap("project")
        # Files the engine's prefilter rules out hold nothing to find: send only the rest to worker
        # processes, when there are enough of them to pay for a pool.
        heavy = [i for i in todo if engine.may_hold(analyzable[i].text, analyzable[i].display, project)]
        heavy_set = set(heavy)
        light = [i for i in todo if i not in heavy_set]
        if jobs > 1 and len(heavy) > PARALLEL_THRESHOLD:
            heavy_results = pool.map_chunks(analyze_many, [(i, analyzable[i].display) for i in heavy],
                                            ShippedProject(project), dead=worker_died)
        else:
            heavy_results = analyze_many(project, [(analyzable[i].text, analyzable[i].display) for i in heavy],
                                         engine)
        # (the prefilter ruled these out: the engine's analysis would ask it again and find nothing)
        by_position = dict(zip(heavy, heavy_results)) | {i: [] for i in light}
        results = [by_position[i] for i in todo]
        timings.lap(f"analyze ({len(todo)} files, {len(heavy)} with hybrid code)")
        internal = 0
        for i, diags in zip(todo, results):
            raw[i] = diags
            if any(d.extra.get("internal") for d in diags):
                internal += 1
            elif cache and not any(d.extra.get("uncached") for d in diags):
                cache.put_result(analyzable[i].digest, analyzable[i].display, key_of(i), diags)
    finally:
        pool.close()

    _route_followed(raw, analyzable, where)
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
        kept = filter_diagnostics(diags, f, policy)
        if settings.add_noqa:
            outcome = add_noqa_file(f, kept, settings)
        elif settings.fix or settings.diff:
            outcome = fix_file(f, kept, project, engine, settings, policy)
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
