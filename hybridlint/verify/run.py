"""Running one block eagerly and hybridized, and describing what went wrong.

Shared by ``hybridlint verify`` and :mod:`hybridlint.testing`.  Works with the
bundled runtime and with a real MXNet 1.x: it only uses the public Gluon API
(``hybridize``, ``save_parameters``/``load_parameters``) plus the
``_active``/``_flags``/``_clear_cached_op`` members that both Gluon
implementations have, to put a block's hybridization back as it was.
"""
from __future__ import annotations

import importlib.util
import os
import tempfile
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .compare import flatten_outputs

STATIC_FLAGS = {"static_alloc": True, "static_shape": True}


def _package_dirs() -> tuple[str, ...]:
    """Directories whose frames are not the user's: ours, the runtime's, a real MXNet's."""
    dirs = [os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]   # hybridlint/
    for name in ("hybridlint.runtime", "mxnet"):
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            spec = None
        for loc in (spec.submodule_search_locations or []) if spec else []:
            if "hybridlint_alias" not in loc:
                dirs.append(os.path.abspath(loc))
    return tuple(d + os.sep for d in dirs)


def display_location(location: str, cwd: Path | None = None) -> str:
    """``/abs/examples/model.py:12`` -> ``examples/model.py:12`` when under ``cwd``."""
    path, sep, line = location.rpartition(":")
    if not sep or not line.isdigit():
        return location
    try:
        rel = os.path.relpath(path, cwd or os.getcwd())
    except ValueError:  # another drive on Windows
        return location
    return f"{rel}:{line}" if not rel.startswith("..") else location


def user_location(exc: BaseException) -> str | None:
    """``file:line`` of the innermost traceback frame in the user's code."""
    ours = _package_dirs()
    found = None
    for frame, lineno in traceback.walk_tb(exc.__traceback__):
        fname = os.path.abspath(frame.f_code.co_filename)
        if not fname.startswith(ours) and not frame.f_code.co_filename.startswith("<frozen"):
            found = f"{frame.f_code.co_filename}:{lineno}"
    return found


@dataclass
class RunFailure:
    """An exception raised while building, running or tracing the user's block."""

    stage: str            # "eager run", "hybridize", "hybridize(static_alloc, static_shape)", ...
    exc: BaseException
    location: str | None  # file:line of the user's code
    code: str | None      # the HYB rule code when the runtime named one

    def message(self, cwd: Path | None = None) -> str:
        """``hybridize failed at model.py:12: HYB003: ...``."""
        return f"{self.stage} {self.failed(cwd)}"

    def failed(self, cwd: Path | None = None) -> str:
        """The message without the stage: ``failed at model.py:12: KeyError: 'x'``."""
        code = self.code
        if code is not None and getattr(self.exc, "location", None):
            # The runtime's construct errors read "file:line: HYBnnn: `construct` ... Fix: ...".
            text = str(self.exc)
            text = text.removeprefix(f"{self.exc.location}: ")
            where = display_location(self.exc.location, cwd)
            return f"failed at {where}: {text}"
        where = f" at {display_location(self.location, cwd)}" if self.location else ""
        detail = str(self.exc) or "(no message)"
        return f"failed{where}: {type(self.exc).__name__}: {detail}"

    def as_json(self, cwd: Path | None = None) -> dict:
        return {"stage": self.stage, "error_type": type(self.exc).__name__, "code": self.code,
                "location": display_location(self.location, cwd) if self.location else None,
                "message": self.message(cwd)}


def failure(stage: str, exc: BaseException) -> RunFailure:
    code = getattr(exc, "code", None)
    if not (isinstance(code, str) and code.startswith("HYB")):
        code = None
    location = getattr(exc, "location", None) if code else None
    return RunFailure(stage, exc, location or user_location(exc), code)


def hybrid_blocks(block) -> list:
    """``block`` and every block below it that has hybridization state."""
    found, stack, seen = [], [block], set()
    while stack:
        b = stack.pop()
        if id(b) in seen:
            continue
        seen.add(id(b))
        if hasattr(b, "_active") and hasattr(b, "_clear_cached_op"):
            found.append(b)
        stack.extend(getattr(b, "_children", {}).values())
    return found


class HybridState:
    """Each HybridBlock's hybridize() settings, to be put back after a check."""

    def __init__(self, block):
        self._saved = [(b, b._active, list(getattr(b, "_flags", []))) for b in hybrid_blocks(block)]

    @property
    def was_active(self) -> bool:
        return any(active for _, active, _ in self._saved)

    def restore(self) -> None:
        # The cached graph is dropped: it was built for our inputs, the next call re-traces.
        for b, active, flags in self._saved:
            b._active = active
            b._flags = flags
            b._clear_cached_op()


def call(block, inputs: list, stage: str, seed_fn: Callable[[], None] | None) -> tuple[list | None, RunFailure | None]:
    """Run ``block(*inputs)``; the flattened numpy outputs, or what failed."""
    try:
        if seed_fn is not None:
            seed_fn()  # random ops in forward draw the same numbers in every mode
        out = block(*inputs)
        return flatten_outputs(out), None
    except Exception as exc:  # the user's code can raise anything; report it, never crash
        return None, failure(stage, exc)


def hybridized(block, **flags: Any) -> None:
    block.hybridize(active=True, **flags)


def copy_parameters(src, dst, ctx, prefix: str, filename: str) -> None:
    """Give ``dst`` the parameters of ``src``, matched by structural name, through a
    temporary .params file (the round trip a user's save/load makes).  Raises what
    saving or loading raises."""
    with tempfile.TemporaryDirectory(prefix=prefix) as tmp:
        path = os.path.join(tmp, filename)
        src.save_parameters(path)
        dst.load_parameters(path, ctx=ctx)
