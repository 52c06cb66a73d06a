"""Crop (deprecated in MXNet, still in old exports): outputs and data gradients equal real
MXNet 1.9.1's (tests/fixtures/mxnet/crop.npz from bench/mxnet_crop_fixtures.py)."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.registry import OpError

from .harness import Case, check

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "crop.npz")
CALLS = json.loads(FIX["__calls__"].tobytes())


def _inputs(two):
    return [FIX["x"]] + ([FIX["crop_like"]] if two else [])


CASES = [Case("Crop", _inputs(two), attrs, expected=FIX[f"{k}_out"], id=f"Crop-{k}")
         for k, (attrs, two) in enumerate(CALLS)]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_matches_mxnet(case):
    check(case)


@pytest.mark.parametrize("k", range(len(CALLS)))
def test_gradient_matches_mxnet(k):
    attrs, two = CALLS[k]
    ins = [nd.array(x) for x in _inputs(two)]
    ins[0].attach_grad()
    with autograd.record():
        y = nd.Crop(*ins, **attrs)
    y.backward(nd.array(FIX[f"{k}_head"]))
    np.testing.assert_array_equal(ins[0].grad.asnumpy(), FIX[f"{k}_grad"])


def test_a_crop_that_does_not_fit_is_a_clear_error():
    with pytest.raises(OpError, match="does not fit"):
        nd.Crop(nd.ones((1, 1, 4, 4)), num_args=1, h_w=(3, 3), offset=(2, 0))
    with pytest.raises(OpError, match="h_w gives"):
        nd.Crop(nd.ones((1, 1, 4, 4)), num_args=1)
