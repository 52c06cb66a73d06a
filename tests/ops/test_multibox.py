"""``contrib.MultiBoxPrior``, ``MultiBoxDetection`` and ``MultiBoxTarget`` against real MXNet 1.9.1: every call
recorded by bench/mxnet_multibox_fixtures.py (tests/fixtures/mxnet/multibox.npz: sizes, ratios,
clip, steps, offsets; thresholds, NMS on/off, force_suppress, nms_topk, variances; overlap and
hard-negative mining settings, images without objects) is a Case whose
expected result is MXNet's output, run through the kernel, nd, sym and a JSON round trip."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime.registry import OpError

from .harness import Case, check

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "multibox.npz")
RECORDED = json.loads(FIX["__cases__"].tobytes())


def _case(k, call, name=None):
    outs = [FIX[n] for n in call["outputs"]]
    return Case(name or call["op"], [FIX[n] for n in call["inputs"]], call["attrs"],
                expected=outs[0] if len(outs) == 1 else tuple(outs), rtol=1e-5, atol=1e-5,
                id=f"{k}-{call['op']}")


CASES = [_case(k, c) for k, c in enumerate(RECORDED)]
_FIRST = {c["op"]: k for k, c in reversed(list(enumerate(RECORDED)))}
CASES_ALIASES = [_case(_FIRST[f"contrib.{op}"], RECORDED[_FIRST[f"contrib.{op}"]],
                       f"contrib._contrib_{op}")
                 for op in ("MultiBoxPrior", "MultiBoxDetection", "MultiBoxTarget")]


def test_variants_were_recorded():
    det = [c["attrs"] for c in RECORDED if c["op"] == "contrib.MultiBoxDetection"]
    assert len(det) > 60
    for key in ("clip", "threshold", "nms_threshold", "force_suppress", "nms_topk"):
        assert len({a[key] for a in det if key in a}) > 1, key
    # some detections are suppressed, some kept
    outs = [FIX[c["outputs"][0]] for c in RECORDED if c["op"] == "contrib.MultiBoxDetection"]
    assert any((o[..., 0] == -1).any() and (o[..., 0] >= 0).any() for o in outs)
    # targets: positives, mined negatives and ignored anchors all occur
    cls = [FIX[c["outputs"][2]] for c in RECORDED if c["op"] == "contrib.MultiBoxTarget"]
    assert any((t > 0).any() and (t == 0).any() and (t == -1).any() for t in cls)


@pytest.mark.parametrize("case", CASES + CASES_ALIASES, ids=lambda c: c.id)
def test_matches_mxnet(case):
    check(case)


def test_float32_only_as_mxnet():
    # MXNet 1.9.1: "Unsupported data type 1" for float64 data
    with pytest.raises(OpError, match="float32 only"):
        nd.contrib.MultiBoxPrior(nd.zeros((1, 1, 2, 2), dtype="float64"))
    with pytest.raises(OpError, match="float32 only"):
        sym.contrib.MultiBoxPrior(sym.var("d")).infer_type(d="float64")


def test_no_gradient_flows():
    x = nd.ones((1, 2, 3, 3))
    x.attach_grad()
    with autograd.record():
        y = nd.contrib.MultiBoxPrior(x, sizes=(0.5,))
    y.backward()
    assert not x.grad.asnumpy().any()
