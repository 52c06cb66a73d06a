"""Reporting ``hybridlint verify`` results: the table for people, the JSON for tools."""
from __future__ import annotations

import json
import math
import os
from pathlib import Path

from .hybrid_check import Result
from .run import display_location
from .spec import EXIT_EQUAL


def _fmt(value: float) -> str:
    return f"{value:.3e}" if math.isfinite(value) else str(value)


def format_table(result: Result, cwd: Path | None = None) -> str:
    t = result.target
    lines = [f"verify {result.name}"
             + (f" ({result.block_type})" if result.block_type else "")
             + ("" if t.origin == "command line" else f"  [{_short_origin(t.origin, cwd)}]")]
    if t.inputs:
        lines.append("  inputs: " + ", ".join(s.describe() for s in t.inputs)
                     + f"; seed {t.seed}; ctx {t.ctx}" + (f"; args {json.dumps(t.args, default=str)}" if t.args else ""))
    for note in result.notes:
        lines.append(f"  note: {note}")
    if result.error is not None:
        lines.append(f"ERROR: {result.error}")
        return "\n".join(lines) + "\n"
    if result.comparisons:
        header = ("mode", "output", "shape", "dtype", "max abs err", "max rel err", "rtol/atol", "result")
        rows = [header]
        for c in result.comparisons:
            shape = "x".join(map(str, c.shape)) if c.shape is not None else "-"
            if c.shape == ():
                shape = "scalar"
            measured = c.status not in ("shape", "dtype", "missing", "extra")
            rows.append((c.mode, c.output, shape, c.dtype, _fmt(c.max_abs) if measured else "-",
                         _fmt(c.max_rel) if measured else "-",
                         f"{c.rtol:g}/{c.atol:g}", "ok" if c.ok else c.status.upper()))
        widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
        for r in rows:
            lines.append("  " + "  ".join(v.ljust(w) for v, w in zip(r, widths)).rstrip())
    if result.failure is not None:
        lines.append(f"FAILED: {result.failure.message(cwd)}")
        where = result.failure.location
        if result.failure.code and where:
            path = display_location(where, cwd).rpartition(":")[0]
            lines.append(f"  `hybridlint check {path}` finds this and similar constructs; "
                         f"`hybridlint rule {result.failure.code}` explains the fix")
    elif result.exit_code == EXIT_EQUAL:
        plain = [c for c in result.comparisons if not c.mode.endswith(" gradient")]
        grads = {c.output for c in result.comparisons if c.mode.endswith(" gradient")}
        modes = len({c.mode for c in plain})
        outputs = len({c.output for c in plain})
        what = "outputs and gradients" if grads else "outputs"
        extra = f", {len(grads)} gradient{'s' * (len(grads) != 1)}" if grads else ""
        lines.append(f"OK: hybridized {what} match eager ({modes} mode{'s' * (modes != 1)}, "
                     f"{outputs} output{'s' * (outputs != 1)}{extra})")
    else:
        bad = [c for c in result.comparisons if not c.ok]
        lines.append(f"DIFFER: {len(bad)} of {len(result.comparisons)} comparisons failed")
        for c in bad:
            lines.append(f"  - {c.describe()}")
    return "\n".join(lines) + "\n"


def _short_origin(origin: str, cwd: Path | None) -> str:
    """``/abs/pyproject.toml [[tool.hybridlint.verify]] entry 2`` -> ``pyproject.toml entry 2``."""
    path, sep, entry = origin.partition(" [[tool.hybridlint.verify]] ")
    if not sep:
        return origin
    try:
        rel = os.path.relpath(path, cwd or os.getcwd())
    except ValueError:
        rel = path
    return f"{path if rel.startswith('..') else rel} {entry}"


def as_json(result: Result, cwd: Path | None = None) -> dict:
    t = result.target
    return {
        "target": result.name, "origin": t.origin, "block": result.block_type or None,
        "status": result.status, "exit_code": result.exit_code,
        "inputs": [{"spec": s.text, "shape": list(s.shape), "dtype": s.dtype} for s in t.inputs],
        "args": t.args, "seed": t.seed, "ctx": t.ctx, "grad": t.grad,
        "error": result.error,
        "failure": result.failure.as_json(cwd) if result.failure is not None else None,
        "notes": result.notes,
        "comparisons": [c.as_json() for c in result.comparisons],
    }
