"""Gradients of branch-to-where's guarded rewrites (issue #11).

F.where computes every branch and passes a zero gradient into the ones it does not pick; a branch
dividing by (or taking the log, root... of) a value its guard kept from 0 turns that into
0 * inf = NaN.  The fixer makes such an operand 1 where its branch is not picked.  For each of its
examples that does so (branch-to-where's, and those of the fixers whose rewrite it finishes), on
inputs that hold each guard and inputs that do not, the fixed block's eager gradients must be
finite and equal to the original's wherever the original's are finite (it never runs the branch
it does not take; a branch that divides by 0 where it is picked is NaN in both), and its
hybridized gradients equal its eager ones.  The same holds where a number read back with
``.asscalar()`` becomes a tensor in arithmetic (scalar-local-condition): the number carried no
gradient, so the tensor is wrapped in ``F.stop_gradient``.  And in a foreach step's branches
(returns-to-cond's F.where, MXNet-LEAF's divide-no-nan `if data[0] == 0: return data` / `return 1 /
data`): without the divisor made 1, the all-zeros input's gradient was NaN (MXNet 1.9.1, session 72).
"""
from __future__ import annotations

import numpy as np
import pytest
from hybridlint.fixers import all_fixers, example_module

from .harness import build, input_grads, load_block_class, make_inputs

# the guard branch-to-where writes around a singular operand
_GUARD = "F.where(F.reshape_like(F.broadcast_add(F.zeros_like("
# and the tensor that stands for a number read back with `.asscalar()` in arithmetic, which must
# pass no gradient either (the number did not)
_HELD = ".stop_gradient("
# and the divisor returns-to-cond makes 1 in a loop step's branch F.where does not pick
_STEP_GUARD = "/ F.where("
GUARDED = [(f"{fixer.name}-{i}", ex) for fixer in all_fixers() for i, ex in enumerate(fixer.EXAMPLES)
           if ex.after is not None and (_GUARD in ex.after or _STEP_GUARD in ex.after
                                         or (_HELD in ex.after and ".asscalar()" in ex.before))]

# random, all <= 0 (no positive count, a zero relu sum, a max below 1), all 0, all large, all
# small and positive (between the guards of an `elif` chain)
VARIANTS = {"random": lambda a: a, "nonpositive": lambda a: -np.abs(a), "zeros": np.zeros_like,
            "large": lambda a: 3 + 3 * np.abs(a), "small": lambda a: 0.05 * np.abs(a) + 0.01}


def test_the_examples_that_guard_an_operand_are_there():
    assert len(GUARDED) >= 8


@pytest.mark.parametrize("i,ex", GUARDED, ids=[i for i, _ in GUARDED])
def test_guarded_rewrite_keeps_values_and_gradients(i, ex):
    before = load_block_class(ex.before, f"grad_{i}_before")
    after = load_block_class(ex.after, f"grad_{i}_after")
    for k, shapes in enumerate(ex.shapes):
        for name, make in VARIANTS.items():
            arrays = [make(a).astype(a.dtype) for a in make_inputs(shapes, seed=200 + k)]
            want_out, want = input_grads(build(before), arrays, hybrid=False)
            got_out, got = input_grads(build(after), arrays, hybrid=False)
            hyb_out, hyb = input_grads(build(after), arrays, hybrid=True)
            for w, g, h in zip(want_out, got_out, hyb_out):
                np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6, err_msg=f"{name} {shapes}")
                np.testing.assert_allclose(h, g, rtol=1e-5, atol=1e-6, err_msg=f"{name} {shapes}")
            for w, g, h in zip(want, got, hyb):
                finite = np.isfinite(w)
                assert np.isfinite(g[finite]).all(), (name, shapes, g)
                np.testing.assert_allclose(g[finite], w[finite], rtol=1e-5, atol=1e-6,
                                           err_msg=f"{name} {shapes}")
                np.testing.assert_allclose(h, g, rtol=1e-5, atol=1e-6, err_msg=f"{name} {shapes}")


def test_the_unguarded_rewrite_has_nan_gradients_where_the_guard_holds():
    # what the rewrite gave before the operand was guarded: the inputs above reach the case
    naive = load_block_class(example_module(
        "cnt = F.sum(x > 0)\nloss = F.where(F.broadcast_add(F.zeros_like(F.sum(x)), cnt == 0.0), F.sum(x), "
        "F.sum(x) / cnt)\nreturn loss"), "grad_naive")
    arrays = [VARIANTS["nonpositive"](a) for a in make_inputs([(2, 3)], seed=200)]
    _, grads = input_grads(build(naive), arrays, hybrid=False)
    assert not np.isfinite(grads[0]).all()
