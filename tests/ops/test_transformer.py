"""The interleaved multi-head attention ops against real MXNet 1.9.1 (forward, recorded by
bench/mxnet_transformer_fixtures.py); their gradients are in test_grad_contrib.py."""
from pathlib import Path

import numpy as np
import pytest

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
