"""The interleaved multi-head attention ops against real MXNet 1.9.1 (forward, recorded by
bench/mxnet_transformer_fixtures.py) and finite differences (gradients)."""
from pathlib import Path

import numpy as np
import pytest

from .grad_harness import GradCase, check_grad
from .harness import Case, check

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "transformer_ops.npz")


def _cases():
    out = []
    for k in (0, 1):
        h = int(FIX[f"{k}_heads"])
        f = {n: FIX[f"{k}_{n}"] for n in ("qkv", "q", "kv", "att_self", "att_encdec")}
        for name, ins in (("selfatt_qk", [f["qkv"]]),
                          ("selfatt_valatt", [f["qkv"], f["att_self"]]),
                          ("encdec_qk", [f["q"], f["kv"]]),
                          ("encdec_valatt", [f["kv"], f["att_encdec"]])):
            for exposed in (f"contrib.interleaved_matmul_{name}",
                            f"contrib._contrib_interleaved_matmul_{name}"):
                out.append(Case(exposed, ins, {"heads": h}, expected=FIX[f"{k}_{name}"],
                                rtol=1e-5, atol=1e-5, id=f"{exposed}-{k}"))
    return out


CASES = _cases()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_matches_mxnet(case):
    check(case)


R = np.random.default_rng(3)
GRAD_CASES = [
    GradCase("contrib.interleaved_matmul_selfatt_qk", [R.standard_normal((3, 2, 2 * 3 * 2))],
             {"heads": 2}, id="selfatt_qk"),
    GradCase("contrib.interleaved_matmul_selfatt_valatt",
             [R.standard_normal((3, 2, 2 * 3 * 2)), R.standard_normal((4, 3, 3))], {"heads": 2},
             id="selfatt_valatt"),
    GradCase("contrib.interleaved_matmul_encdec_qk",
             [R.standard_normal((3, 1, 2 * 2)), R.standard_normal((4, 1, 2 * 2 * 2))],
             {"heads": 2}, id="encdec_qk"),
    GradCase("contrib.interleaved_matmul_encdec_valatt",
             [R.standard_normal((4, 1, 2 * 2 * 2)), R.standard_normal((2, 3, 4))], {"heads": 2},
             id="encdec_valatt"),
]


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_gradient(case):
    check_grad(case)
