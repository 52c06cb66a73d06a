"""Comparing a block's hybridized outputs with its eager outputs.

Shared by ``hybridlint verify`` and :func:`hybridlint.testing.assert_hybrid_consistent`.
Imports numpy, so only the verification paths import this module (never the linter).

An element passes when ``|got - eager| <= atol + rtol * |eager|`` (numpy's
``allclose`` with the eager output as the reference).  Default tolerances
depend on the output dtype; integer and boolean outputs must match exactly.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

# (rtol, atol) per output dtype; looser for narrower floats because the
# compiled graph may sum in a different order than the eager ops.
DEFAULT_TOLERANCES: dict[str, tuple[float, float]] = {
    "float16": (1e-2, 1e-2),
    "float32": (1e-4, 1e-5),
    "float64": (1e-7, 1e-9),
}


def tolerance_for(dtype, rtol: float | None = None, atol: float | None = None) -> tuple[float, float]:
    """The (rtol, atol) for an output of ``dtype``; explicit values win."""
    name = np.dtype(dtype).name
    default = DEFAULT_TOLERANCES.get(name)
    if default is None:
        # bfloat16-like or unusual floats get float16's tolerance; exact types must match exactly.
        default = (1e-2, 1e-2) if np.issubdtype(np.dtype(dtype), np.inexact) else (0.0, 0.0)
    return (default[0] if rtol is None else rtol, default[1] if atol is None else atol)


def to_numpy(value: Any) -> np.ndarray:
    """An output tensor as a numpy array (NDArray of the runtime or of real MXNet, or numpy)."""
    if isinstance(value, np.ndarray):
        return value
    asnumpy = getattr(value, "asnumpy", None)
    if asnumpy is None:
        raise TypeError(f"an output is a {type(value).__name__}, not a tensor; a block must "
                        "return NDArrays (or tuples/lists of them)")
    return np.asarray(asnumpy())


def flatten_outputs(out: Any) -> list[tuple[str, np.ndarray]]:
    """``[(label, array)]`` for a block's result: ``0`` for one tensor, ``1.0`` for nested tuples."""
    flat: list[tuple[str, np.ndarray]] = []

    def walk(value, label):
        if isinstance(value, (list, tuple)):
            for i, item in enumerate(value):
                walk(item, f"{label}.{i}" if label else str(i))
        else:
            flat.append((label or "0", to_numpy(value)))

    walk(out, "")
    return flat


@dataclass
class Comparison:
    """One output of one hybridized mode against the same eager output."""

    mode: str                     # "hybridized", "static (fresh copy)" ...
    output: str                   # "0", "1.0" ...
    shape: tuple | None           # of the hybridized output (None when it is missing)
    expected_shape: tuple | None  # of the eager output
    dtype: str
    expected_dtype: str
    rtol: float
    atol: float
    max_abs: float = 0.0
    max_rel: float = 0.0
    worst_index: tuple | None = None
    worst_got: float | None = None
    worst_expected: float | None = None
    failing: int = 0              # elements outside the tolerance
    size: int = 0
    nonfinite: int = 0            # elements that are NaN or inf in either output
    status: str = "ok"            # ok | differ | shape | dtype | non-finite | missing | extra

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def describe(self) -> str:
        """One sentence for a failure message (or 'ok ...')."""
        where = f"{self.mode} output {self.output}"
        if self.status == "missing":
            return f"{where}: the hybridized block returned no such output (eager has shape {self.expected_shape})"
        if self.status == "extra":
            return f"{where}: the hybridized block returned an output eager did not (shape {self.shape})"
        if self.status == "shape":
            return f"{where}: shape {self.shape} but eager gave {self.expected_shape}"
        if self.status == "dtype":
            return f"{where}: dtype {self.dtype} but eager gave {self.expected_dtype}"
        if self.status == "non-finite":
            return (f"{where}: {self.nonfinite} of {self.size} elements are NaN or inf (shape {self.shape}); "
                    "outputs that are not finite cannot be compared (use other inputs, or "
                    "--allow-nonfinite to compare them position by position)")
        text = (f"{where}: max abs err {_num(self.max_abs)}, max rel err {_num(self.max_rel)} "
                f"(rtol {self.rtol:g}, atol {self.atol:g}); shapes {self.shape} (hybridized) and "
                f"{self.expected_shape} (eager)")
        if self.worst_index is not None:
            text += (f"; worst element at index {self.worst_index}: hybridized {_num(self.worst_got)}, "
                     f"eager {_num(self.worst_expected)}")
        if self.status == "differ":
            text += f"; {self.failing} of {self.size} elements outside the tolerance"
        return text

    def as_json(self) -> dict:
        return {
            "mode": self.mode, "output": self.output, "status": self.status,
            "shape": list(self.shape) if self.shape is not None else None,
            "expected_shape": list(self.expected_shape) if self.expected_shape is not None else None,
            "dtype": self.dtype, "expected_dtype": self.expected_dtype,
            "rtol": self.rtol, "atol": self.atol,
            "max_abs_err": json_number(self.max_abs), "max_rel_err": json_number(self.max_rel),
            "worst_index": list(self.worst_index) if self.worst_index is not None else None,
            "worst_hybridized": json_number(self.worst_got), "worst_eager": json_number(self.worst_expected),
            "failing_elements": self.failing, "size": self.size, "nonfinite_elements": self.nonfinite,
        }


def json_number(value: float | None):
    """JSON has no NaN/inf: those become strings."""
    if value is None or math.isfinite(value):
        return value
    return str(value)


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.3g}"


def compare(mode: str, label: str, got: np.ndarray, expected: np.ndarray, rtol: float | None = None,
            atol: float | None = None, allow_nonfinite: bool = False) -> Comparison:
    """Compare one hybridized output with the eager one (the reference)."""
    r, a = tolerance_for(expected.dtype, rtol, atol)
    result = Comparison(mode, label, tuple(got.shape), tuple(expected.shape), got.dtype.name,
                        expected.dtype.name, r, a, size=int(expected.size))
    if got.shape != expected.shape:
        result.status = "shape"
        return result
    if got.dtype != expected.dtype:
        result.status = "dtype"
        return result
    if expected.size == 0:
        return result
    g = got.astype(np.float64)
    e = expected.astype(np.float64)
    bad_g, bad_e = ~np.isfinite(g), ~np.isfinite(e)
    result.nonfinite = int(np.count_nonzero(bad_g | bad_e))
    # Non-finite elements agree only when both are NaN or both are the same infinity.
    same_nonfinite = (bad_g & bad_e) & ((np.isnan(g) & np.isnan(e)) | (g == e))
    with np.errstate(invalid="ignore", over="ignore"):
        diff = np.where(bad_g | bad_e, 0.0, np.abs(g - e))
        allowed = a + r * np.abs(np.where(bad_e, 0.0, e))
        excess = np.where(bad_g | bad_e, np.where(same_nonfinite, -np.inf, np.inf), diff - allowed)
        nonzero = np.abs(e) > 0
        rel = np.where(nonzero & ~(bad_g | bad_e), diff / np.where(nonzero, np.abs(e), 1.0),
                       np.where(diff > 0, np.inf, 0.0))
    result.max_abs = float(diff.max())
    result.max_rel = float(rel.max())
    result.failing = int(np.count_nonzero(excess > 0))
    worst = np.unravel_index(int(np.argmax(excess if result.failing else diff)), expected.shape)
    result.worst_index = tuple(int(i) for i in worst)
    result.worst_got = float(g[worst])
    result.worst_expected = float(e[worst])
    if result.nonfinite and not allow_nonfinite:
        result.status = "non-finite"
    elif result.failing:
        result.status = "differ"
    return result


def compare_outputs(mode: str, got: list[tuple[str, np.ndarray]], expected: list[tuple[str, np.ndarray]],
                    rtol: float | None = None, atol: float | None = None,
                    allow_nonfinite: bool = False) -> list[Comparison]:
    """Compare flattened outputs pairwise; a different number of outputs is a failure too."""
    results = []
    for i in range(max(len(got), len(expected))):
        if i >= len(got):
            label, e = expected[i]
            r, a = tolerance_for(e.dtype, rtol, atol)
            results.append(Comparison(mode, label, None, tuple(e.shape), "-", e.dtype.name, r, a,
                                      size=int(e.size), status="missing"))
        elif i >= len(expected):
            label, g = got[i]
            r, a = tolerance_for(g.dtype, rtol, atol)
            results.append(Comparison(mode, label, tuple(g.shape), None, g.dtype.name, "-", r, a,
                                      size=int(g.size), status="extra"))
        else:
            label, g = got[i]
            results.append(compare(mode, label, g, expected[i][1], rtol, atol, allow_nonfinite))
    return results
