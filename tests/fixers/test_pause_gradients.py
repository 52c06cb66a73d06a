"""Gradients of pause-to-stop-gradient's rewrites (HYB019).

MXNet 1.9.1 records nothing inside ``with autograd.pause():`` eagerly, and the compiled graph of
a hybridized block ignores the ``with`` (measured, bench/RESULTS.md session 32 H149): the
original's hybridized gradients differ from its eager ones.  For each of the fixer's examples
with a rewrite, the fixed block's eager gradients equal the original's eager ones and its
hybridized gradients equal its eager ones; and the original does differ hybridized, which is
what the rule reports (the bundled runtime behaves as MXNet there).
"""
from __future__ import annotations

import numpy as np
import pytest
from hybridlint.fixers.pause_to_stop_gradient import PauseToStopGradient

from .harness import build, input_grads, load_block_class, make_inputs

REWRITTEN = [(f"{i}", ex) for i, ex in enumerate(PauseToStopGradient.EXAMPLES) if ex.after is not None]


def _grads(net, arrays, hybrid: bool):
    (out,), grads = input_grads(net, arrays, hybrid, head=lambda outs: (outs[0] * outs[0]).sum())
    return out, grads


@pytest.mark.parametrize("i,ex", REWRITTEN, ids=[i for i, _ in REWRITTEN])
def test_rewrite_keeps_the_eager_gradients_in_both_modes(i, ex):
    before = load_block_class(ex.before, f"pause_{i}_before")
    after = load_block_class(ex.after, f"pause_{i}_after")
    for k, shapes in enumerate(ex.shapes):
        arrays = make_inputs(shapes, seed=300 + k)
        want_out, want = _grads(build(before), arrays, hybrid=False)
        for hybrid in (False, True):
            got_out, got = _grads(build(after), arrays, hybrid=hybrid)
            np.testing.assert_allclose(got_out, want_out, rtol=1e-5, atol=1e-6)
            for w, g in zip(want, got):
                np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6, err_msg=f"{shapes} hybrid={hybrid}")


def test_the_original_differs_once_hybridized():
    ex = PauseToStopGradient.EXAMPLES[0]
    before = load_block_class(ex.before, "pause_orig")
    arrays = make_inputs(ex.shapes[0], seed=300)
    eager_out, eager = _grads(build(before), arrays, hybrid=False)
    hyb_out, hyb = _grads(build(before), arrays, hybrid=True)
    np.testing.assert_allclose(hyb_out, eager_out, rtol=1e-5, atol=1e-6)
    assert not np.allclose(hyb[0], eager[0])
