"""Gradient rules of the reductions, checked against finite differences."""
import dataclasses

import numpy as np
import pytest

from hybridlint.runtime.registry import KernelContext

from .grad_harness import GradCase, check_grad, distinct, rand
from .harness import resolve

X = rand((2, 3, 4))
D = distinct((2, 3, 4))  # no ties: max/min are differentiable

GRAD_CASES = [
    GradCase("sum", [X]),
    GradCase("sum", [X], {"axis": (0, -1), "keepdims": True}, id="sum axes keepdims"),
    GradCase("sum_axis", [X], {"axis": 1, "exclude": True}, id="sum_axis exclude"),
    GradCase("mean", [X], {"axis": 1}),
    GradCase("mean", [X], {"axis": ()}, id="mean all (empty axis)"),
    GradCase("max", [D], {"axis": 2}),
    GradCase("max_axis", [D], id="max_axis all"),
    GradCase("min", [D], {"axis": (0, 1), "keepdims": True}),
    GradCase("min_axis", [D], {"axis": 0, "exclude": True}, id="min_axis exclude"),
    GradCase("prod", [rand((2, 3, 4), 0.5, 1.5)], {"axis": 1}),
    GradCase("prod", [rand((3, 4), -2, 2)], id="prod all"),
    GradCase("nansum", [X], {"axis": -1}),
    GradCase("nanprod", [rand((2, 3, 4), 0.5, 1.5)], {"axis": (0, 2)}),
    GradCase("norm", [X]),
    GradCase("norm", [X], {"axis": (1, 2), "keepdims": True}, id="norm axes"),
    GradCase("norm", [np.array([[0.5, -0.3, 0.2], [-0.7, 0.4, 0.9]])], {"ord": 1, "axis": 1},
             id="norm ord 1"),
    GradCase("norm", [X], {"axis": 0, "out_dtype": "float64"}, id="norm out_dtype"),
    GradCase("moments", [X], {"axes": (0, 2)}),
    GradCase("moments", [X], {"axes": (1,), "keepdims": True}, id="moments keepdims"),
    GradCase("moments", [X], {"axes": (1,)}, out_grads=[None, np.ones((2, 4))],
             id="moments, variance only"),
    GradCase("_np_cumsum", [X], {"axis": 1}),
    GradCase("cumsum", [X], id="cumsum flat"),
    GradCase("cumsum", [X], {"axis": 2, "dtype": "float64"}, id="cumsum dtype"),
]

_TIES = np.array([[1.0, 3.0, 3.0], [2.0, 2.0, 2.0]])
_G = np.array([10.0, 20.0])

TIE_CASES = [
    # MXNet hands the gradient to every position equal to the max/min
    GradCase("max", [_TIES], {"axis": 1}, out_grads=[_G],
             expected=lambda ins, outs, gs: np.array([[0, 10, 10], [20, 20, 20.0]]),
             id="max ties"),
    GradCase("min", [_TIES], {"axis": 1}, out_grads=[_G],
             expected=lambda ins, outs, gs: np.array([[10, 0, 0], [20, 20, 20.0]]),
             id="min ties"),
    # a zero in the group: MXNet's out/x, NaN at the zeros (measured in MXNet 1.9.1)
    GradCase("prod", [np.array([[2.0, 0.0, 3.0], [0.0, 0.0, 4.0]])], {"axis": 1}, out_grads=[_G],
             expected=lambda ins, outs, gs: np.array([[0, np.nan, 0], [np.nan, np.nan, 0.0]]),
             id="prod with zeros"),
    GradCase("nanprod", [np.array([[2.0, np.nan, 3.0], [np.nan, 5.0, 4.0]])], {"axis": 1},
             out_grads=[_G],
             expected=lambda ins, outs, gs: np.array([[30, 0, 20], [0, 80, 100.0]]),
             id="nanprod skips NaN"),
    GradCase("nansum", [np.array([[2.0, np.nan, 3.0], [np.nan, 5.0, 4.0]])], {"axis": 1},
             out_grads=[_G],
             expected=lambda ins, outs, gs: np.array([[10, 0, 10], [0, 20, 20.0]]),
             id="nansum skips NaN"),
    # a row of zeros: 0/0, NaN as MXNet 1.9.1 gives it (measured, float32 and float64)
    GradCase("norm", [np.array([[0.0, 0.0], [3.0, -4.0]])], {"axis": 1}, out_grads=[_G],
             expected=lambda ins, outs, gs: np.array([[np.nan, np.nan], [12.0, -16.0]]),
             id="norm of a zero row"),
]

ALL_CASES = GRAD_CASES + TIE_CASES


@pytest.mark.parametrize("case", ALL_CASES, ids=lambda c: c.id)
def test_grad(case):
    check_grad(case)


def test_int_mean_rule_keeps_dtype():
    op = resolve("mean")
    a = op.parse_attrs({"axis": 1})
    x = np.arange(6, dtype=np.int32).reshape(2, 3)
    out = op.kernel(KernelContext(xp=np), a, x)
    (gx,) = op.grad(KernelContext(xp=np), a, (x,), (out,), (np.full((2,), 3, np.int32),))
    assert gx.dtype == np.int32 and gx.shape == (2, 3)


def test_harness_catches_a_wrong_rule(monkeypatch):
    # the finite-difference check must fail for a rule that is off by a factor
    op = resolve("sum")
    right = op.grad
    monkeypatch.setattr(op, "grad", lambda *args: tuple(2 * g for g in right(*args)))
    with pytest.raises(AssertionError, match="gradient of input 0"):
        check_grad(dataclasses.replace(GRAD_CASES[0], f32=False))
