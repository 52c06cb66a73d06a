"""``check --infer-shapes``: run each ``[[tool.hybridlint.verify]]`` block eagerly once and record
what every local name of the user's code held, line by line (:mod:`hybridlint.engine.facts`).

The block is built and initialized as ``hybridlint verify`` does (same entries, seed and inputs)
and called once with hybridization off, under a ``sys.settrace`` hook that looks only at frames
of the user's files (under the entry's directory, outside site-packages, the runtime and
hybridlint).  At each line event the frame's locals are described: an NDArray and its shape, an
``mx.np`` array, a python list/tuple (and whether all its elements were NDArrays), a python
scalar, None.  A name seen with different shapes on the same line (a loop over stages) keeps its
kind but no shape; one seen with different kinds is dropped.

Nothing here raises for the user's code: a target that cannot be built or run eagerly becomes a
note, and the lint run goes on with the facts of the others.
"""
from __future__ import annotations

import contextlib
import os
import sys
import threading
import warnings
from pathlib import Path

import numpy as np

from ..engine.facts import (CONSTANT, CONTAINER, NONE, NP_ARRAY, SCALAR, TENSOR, FileFacts, Observed,
                            ObservedFacts, source_digest)
from . import run as vr
from .build import build_block, make_input, parse_context
from .entries import entries_from_pyproject, find_verify_config, has_verify_entries
from .load import import_mxnet, load_factory
from .spec import Target, UsageError

MAX_LINES_RECORDED = 200_000     # (file, line) pairs: a runaway loop stops recording, not the run


def _excluded_dirs() -> tuple[str, ...]:
    dirs = list(vr._package_dirs())
    for p in {sys.prefix, sys.base_prefix, sys.exec_prefix}:
        dirs.append(os.path.join(os.path.realpath(p), ""))
    return tuple(dirs)


class _Recorder:
    """The settrace hook and what it saw: (real path, line) -> name -> Observed."""

    def __init__(self, mx, project_dir: Path) -> None:
        self._nd_type = mx.nd.NDArray
        self._np_type = getattr(getattr(mx, "np", None), "ndarray", None)
        self._project = os.path.join(os.path.realpath(project_dir), "")
        self._excluded = _excluded_dirs()
        self._user_files: dict[str, str | None] = {}   # co_filename -> real path, or None
        self.seen: dict[tuple[str, int], dict[str, Observed | None]] = {}
        self.overflow = False

    def _user_file(self, filename: str) -> str | None:
        real = self._user_files.get(filename, "")
        if real == "":
            real = None
            if not filename.startswith("<"):
                full = os.path.realpath(filename)
                if full.startswith(self._project) and not full.startswith(self._excluded):
                    real = full
            self._user_files[filename] = real
        return real

    # sys.settrace's global hook: trace only the user's frames
    def on_call(self, frame, event, arg):
        real = self._user_file(frame.f_code.co_filename)
        if real is None:
            return None

        def on_line(frame, event, arg):
            if event == "line":
                self._snapshot(real, frame)
            return on_line
        return on_line

    def _snapshot(self, real: str, frame) -> None:
        key = (real, frame.f_lineno)
        known = self.seen.get(key)
        if known is None:
            if len(self.seen) >= MAX_LINES_RECORDED:
                self.overflow = True
                return
            known = self.seen[key] = {}
        for name, value in frame.f_locals.items():
            obs = self._describe(value)
            if obs is None:
                continue
            if name not in known:
                known[name] = obs
                continue
            old = known[name]
            if old is None:
                continue
            if old.kind != obs.kind:
                known[name] = None      # a name holding different kinds on one line: no fact
                continue
            shape = old.shape if old.shape == obs.shape else None
            elements = old.elements if old.elements == obs.elements else None
            known[name] = Observed(old.kind, shape, elements, old.runs + 1)

    def _array_kind(self, value) -> str | None:
        # (an mx.np array need not be an NDArray subclass: ask about it first)
        if self._np_type is not None and isinstance(value, self._np_type):
            return NP_ARRAY
        if not isinstance(value, self._nd_type):
            return None
        # The call runs under autograd.record() with the inputs marked: an array computed from
        # the inputs or parameters has a history on the tape (a Symbol once hybridized), one
        # built from python data has none (runtime.tape: `_ag` is None for constants).
        return TENSOR if getattr(value, "_ag", None) is not None else CONSTANT

    def _describe(self, value) -> Observed | None:
        kind = self._array_kind(value)
        if kind is not None:
            return Observed(kind, tuple(int(d) for d in value.shape))
        if value is None:
            return Observed(NONE, None)
        if isinstance(value, (bool, int, float, str, np.integer, np.floating)):
            return Observed(SCALAR, None)
        if isinstance(value, (list, tuple)):
            kinds = {self._element_kind(v) for v in value[:64]}
            return Observed(CONTAINER, None, kinds.pop() if len(kinds) == 1 else None)
        return None

    def _element_kind(self, value) -> str | None:
        kind = self._array_kind(value)
        if kind is not None:
            return kind
        if isinstance(value, (list, tuple)):
            return CONTAINER
        if isinstance(value, (bool, int, float, str)):
            return SCALAR
        return None

    def facts(self) -> ObservedFacts:
        by_file: dict[str, dict[int, dict[str, Observed]]] = {}
        for (real, line), names in self.seen.items():
            kept = {n: o for n, o in names.items() if o is not None}
            if kept:
                by_file.setdefault(real, {})[line] = kept
        files = {}
        for real, lines in by_file.items():
            try:
                text = Path(real).read_bytes().decode("utf-8-sig")
            except (OSError, UnicodeDecodeError):
                continue
            files[real] = FileFacts(source_digest(text), lines)
        return ObservedFacts(files)


def observe_target(target: Target, mx, recorder: _Recorder) -> str | None:
    """Run one target eagerly under ``recorder``; None, or why it could not be observed."""
    try:
        factory, name = load_factory(target.target, target.base_dir, mx)
        ctx = parse_context(mx, target.ctx)
        arrays = [make_input(spec, np.random.default_rng(target.seed)) for spec in target.inputs]
    except UsageError as exc:
        return f"{target.origin}: {exc}"
    mx.random.seed(target.seed)
    block, problem = build_block(factory, target.args, name)
    if problem is not None:
        return f"{target.origin}: {problem}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            block.initialize(ctx=ctx)
            inputs = [mx.nd.array(a, ctx=ctx, dtype=a.dtype) for a in arrays]
            block.hybridize(active=False)
            for x in inputs:
                x.attach_grad()
        except Exception as exc:
            return f"{target.origin}: initializing {name} " + vr.failure("init", exc).failed()
        previous = sys.gettrace()
        sys.settrace(recorder.on_call)
        threading.settrace(recorder.on_call)
        try:
            # recorded (predict mode, as a plain call): what the inputs and parameters reach is
            # on the tape, which tells it from constants built in the code
            with mx.autograd.record(train_mode=False):
                block(*inputs)
        except Exception as exc:
            return f"{target.origin}: " + vr.failure("eager run", exc).message()
        finally:
            sys.settrace(previous)
            threading.settrace(previous)
    return None


def observe(targets: list[Target], mx, project_dir: Path) -> ObservedFacts:
    """The facts of every target's eager run (the user's prints go to stderr)."""
    recorder = _Recorder(mx, project_dir)
    notes = []
    with contextlib.redirect_stdout(sys.stderr):
        for target in targets:
            note = observe_target(target, mx, recorder)
            if note is not None:
                notes.append(note)
    facts = recorder.facts()
    facts.notes = notes
    if recorder.overflow:
        facts.notes.append(f"stopped recording after {MAX_LINES_RECORDED:,} source lines")
    return facts


def observe_project(config_path: Path | None, cwd: Path) -> ObservedFacts:
    """The facts for one ``check --infer-shapes`` run: the verify entries of the project's
    pyproject.toml (or the nearest one above ``cwd``), each run once (raises UsageError when
    there are none: the flag has nothing to observe)."""
    path = config_path if config_path is not None and has_verify_entries(config_path) else find_verify_config(cwd)
    if path is None:
        raise UsageError("--infer-shapes runs the blocks of [[tool.hybridlint.verify]] entries to see what "
                         "their names hold; add entries to pyproject.toml (target and inputs, e.g. "
                         "target = \"model.py:Net\", inputs = [\"2x3x32x32\"])")
    targets = entries_from_pyproject(path)
    if not targets:
        raise UsageError(f"{path} has no [[tool.hybridlint.verify]] entries for --infer-shapes to run")
    return observe(targets, import_mxnet(False), path.parent.resolve())
