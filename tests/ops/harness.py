"""One harness for every op's numerical test.

An op test is a :class:`Case`: the op's exposed name, numpy inputs, attributes
and a numpy reference.  :func:`check` runs the case through the op table's
kernel on numpy and compares it with the reference.  The eager (``nd``) and
symbolic (``sym`` + executor) paths are added here as they land, so every
existing case exercises them without being rewritten.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from hybridlint.runtime import registry
from hybridlint.runtime.registry import KernelContext


@dataclass
class Case:
    op: str                       # exposed name, e.g. "relu", "concat", "contrib.cond"
    inputs: list[np.ndarray]
    attrs: dict[str, Any] = field(default_factory=dict)
    # reference(*inputs) -> array or tuple of arrays, written with numpy
    reference: Callable[..., Any] | None = None
    expected: Any = None          # or a literal expected result
    rtol: float = 1e-5
    atol: float = 1e-6
    id: str = ""
    is_train: bool = False

    def __post_init__(self):
        if not self.id:
            self.id = self.op


def resolve(name: str) -> registry.Op:
    ns, _, short = name.rpartition(".")
    op = registry.find(short, ns)
    if op is None:
        raise LookupError(f"no op exposed as {name!r}")
    return op


def _as_tuple(x):
    return tuple(x) if isinstance(x, (tuple, list)) else (x,)


def check_kernel(case: Case) -> None:
    op = resolve(case.op)
    a = op.parse_attrs(case.attrs)
    ctx = KernelContext(xp=np, is_train=case.is_train, rng=np.random.default_rng(0))
    got = _as_tuple(op.kernel(ctx, a, *case.inputs))
    want = _as_tuple(case.reference(*case.inputs) if case.reference else case.expected)
    assert len(got) == op.n_outputs(a) == len(want), (len(got), op.n_outputs(a), len(want))
    shapes = op.out_shapes(a, *[x.shape for x in case.inputs])
    dtypes = op.out_types(a, *[x.dtype.name for x in case.inputs])
    for i, (g, w, s, dt) in enumerate(zip(got, want, shapes, dtypes)):
        g = np.asarray(g)
        w = np.asarray(w)
        assert g.shape == w.shape, f"{case.id} output {i}: shape {g.shape} != reference {w.shape}"
        assert tuple(s) == g.shape, f"{case.id} output {i}: infer_shape {s} != kernel {g.shape}"
        assert np.dtype(dt) == g.dtype, f"{case.id} output {i}: infer_type {dt} != kernel {g.dtype}"
        np.testing.assert_allclose(g, w, rtol=case.rtol, atol=case.atol, err_msg=f"{case.id} output {i}")


def check(case: Case) -> None:
    check_kernel(case)
