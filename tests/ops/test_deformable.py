"""(Modulated)DeformableConvolution: forward and every gradient against real MXNet 1.9.1 on
recorded calls (bench/mxnet_deformable_fixtures.py); the modulated op (GPU-only in MXNet) equals
the plain one inside the image; finite-difference gradients are in test_grad_contrib.py."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd

from .harness import Case, check

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "deformable_ops.npz")
CALLS = json.loads(FIX["__calls__"].tobytes())


def _inputs(i, call):
    return [FIX[f"{i}_{name}"] for name in call["inputs"]]


CASES = [Case(exposed, _inputs(i, c), c["attrs"], expected=FIX[f"{i}_out"], rtol=1e-4,
              atol=1e-4, id=f"{exposed}-{i}")
         for i, c in enumerate(CALLS)
         for exposed in ("contrib.DeformableConvolution", "contrib._contrib_DeformableConvolution")]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_forward_matches_mxnet(case):
    check(case)


@pytest.mark.parametrize("i", range(len(CALLS)))
def test_gradients_match_mxnet(i):
    call = CALLS[i]
    arrays = {n: nd.array(FIX[f"{i}_{n}"]) for n in call["inputs"]}
    for a in arrays.values():
        a.attach_grad()
    with autograd.record():
        y = nd.contrib.DeformableConvolution(**arrays, **call["attrs"])
    y.backward(nd.array(FIX[f"{i}_head"]))
    for name, a in arrays.items():
        np.testing.assert_allclose(a.grad.asnumpy(), FIX[f"{i}_grad_{name}"], rtol=1e-4,
                                   atol=1e-4, err_msg=f"call {i}: gradient of {name}")


def interior_offsets(rng, size, kernel, out):
    """Offsets (1, 2*K, out, out) that keep every tap strictly inside (0, size-1) and off whole
    pixels, where both sampling conventions and finite differences agree."""
    k = np.arange(kernel)
    base_y = (np.arange(out)[None, :, None] + k[:, None, None]).repeat(kernel, axis=0)
    base_x = (np.arange(out)[None, None, :] + np.tile(k, kernel)[:, None, None])
    frac = rng.uniform(0.2, 0.8, (2, kernel * kernel, out, out))
    dy = np.where(base_y + 1 < size - 1, frac[0], -frac[0])
    dx = np.where(base_x + 1 < size - 1, frac[1], -frac[1])
    dy, dx = np.broadcast_arrays(dy, dx)
    return np.stack([dy, dx], axis=1).reshape(1, 2 * kernel * kernel, out, out)


def _unit_mask_cases():
    """Away from the borders both ops sample the same points (at the borders MXNet's CPU
    DeformableConvolution clamps while DCNv2 counts outside corners as 0), so the modulated op
    with a mask of ones must give the plain op's output, which the recorded calls pin."""
    rng = np.random.default_rng(4)
    data = rng.standard_normal((1, 4, 6, 6)).astype("float32")
    offset = interior_offsets(rng, 6, 3, 4).astype("float32")
    weight = rng.standard_normal((3, 4, 3, 3)).astype("float32")
    bias = rng.standard_normal(3).astype("float32")
    attrs = {"kernel": (3, 3), "num_filter": 3}
    plain = nd.contrib.DeformableConvolution(nd.array(data), nd.array(offset), nd.array(weight),
                                             nd.array(bias), **attrs).asnumpy()
    ins = [data, offset, np.ones((1, 9, 4, 4), "float32"), weight, bias]
    return [Case(exposed, ins, attrs, expected=plain, rtol=1e-5, atol=1e-5,
                 id=f"{exposed} unit mask")
            for exposed in ("contrib.ModulatedDeformableConvolution",
                            "contrib._contrib_ModulatedDeformableConvolution")]


CASES_MODULATED = _unit_mask_cases()


@pytest.mark.parametrize("case", CASES_MODULATED, ids=lambda c: c.id)
def test_modulated_with_unit_mask_is_the_plain_op_inside_the_image(case):
    check(case)
