"""Detection ops against real MXNet 1.9.1: every call recorded by bench/mxnet_box_fixtures.py
(tests/fixtures/mxnet/box_ops.npz, seeded random boxes, every attribute combination) is a Case
whose expected result is MXNet's output, run through the kernel, nd, sym and a JSON round trip."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd

from .harness import Case, check

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "box_ops.npz")
RECORDED = json.loads(FIX["__cases__"].tobytes())
EXPOSED = {"_contrib_box_nms": "contrib.box_nms", "_contrib_box_iou": "contrib.box_iou",
           "_contrib_box_encode": "contrib.box_encode", "_contrib_box_decode": "contrib.box_decode",
           "_contrib_bipartite_matching": "contrib.bipartite_matching",
           "_contrib_ROIAlign": "contrib.ROIAlign", "ROIPooling": "ROIPooling"}


def _case(k, call):
    outs = [FIX[n] for n in call["outputs"]]
    return Case(EXPOSED[call["op"]], [FIX[n] for n in call["inputs"]], call["attrs"],
                expected=outs[0] if len(outs) == 1 else tuple(outs), rtol=1e-5, atol=1e-5,
                id=f"{call['op']}-{k}")


CASES = [_case(k, c) for k, c in enumerate(RECORDED)]
# the other exposed names of the same ops, on one recorded call each
_FIRST = {c["op"]: k for k, c in reversed(list(enumerate(RECORDED)))}
CASES_ALIASES = [
    Case(alias, [FIX[n] for n in RECORDED[_FIRST[op]]["inputs"]], RECORDED[_FIRST[op]]["attrs"],
         expected=CASES[_FIRST[op]].expected, rtol=1e-5, atol=1e-5, id=alias)
    for op, aliases in {"_contrib_box_nms": ["contrib.box_non_maximum_suppression",
                                             "contrib._contrib_box_nms"],
                        "_contrib_box_iou": ["contrib._contrib_box_iou"],
                        "_contrib_box_encode": ["contrib._contrib_box_encode"],
                        "_contrib_box_decode": ["contrib._contrib_box_decode"],
                        "_contrib_bipartite_matching": ["contrib._contrib_bipartite_matching"],
                        "_contrib_ROIAlign": ["contrib._contrib_ROIAlign"]}.items()
    for alias in aliases]


def test_every_op_and_variant_was_recorded():
    ops = {c["op"] for c in RECORDED}
    assert ops == set(EXPOSED)
    nms = [c["attrs"] for c in RECORDED if c["op"] == "_contrib_box_nms"]
    assert len(nms) > 100
    for key in ("topk", "id_index", "force_suppress", "background_id", "out_format", "in_format"):
        assert len({a[key] for a in nms}) > 1, key


@pytest.mark.parametrize("case", CASES + CASES_ALIASES, ids=lambda c: c.id)
def test_matches_mxnet(case):
    check(case)


def test_nms_gradient_goes_back_to_the_kept_boxes():
    """Measured in MXNet 1.9.1: each kept box's out-grad lands on its input row, a
    suppressed box gets 0 (here rows are given out of score order)."""
    x = nd.array([[0, 0.7, 5, 5, 6, 6], [0, 0.9, 1, 1, 3, 4], [0, 0.8, 1, 1, 3, 4.1]])
    x.attach_grad()
    with autograd.record():
        y = nd.contrib.box_nms(x)
        z = (y * nd.arange(18).reshape((3, 6))).sum()
    z.backward()
    np.testing.assert_array_equal(x.grad.asnumpy(), [[6, 7, 8, 9, 10, 11], [0, 1, 2, 3, 4, 5],
                                                     [0, 0, 0, 0, 0, 0]])


def test_targets_and_matches_pass_no_gradient():
    a = nd.array([[1, 1, 3, 4], [2, 2, 5, 6]])
    a.attach_grad()
    with autograd.record():
        z = nd.contrib.box_iou(a, a).sum()
    z.backward()
    assert not a.grad.asnumpy().any()


NEGATIVE = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"
                   / "roi_align_negative.npz")


@pytest.mark.parametrize("k", range(len(json.loads(NEGATIVE["__cases__"].tobytes()))))
def test_roi_align_negative_batch_index_zeroes_element_n_as_mxnet(k):
    """MXNet 1.9.1's CPU ROIAlign skips a roi n with a negative batch index after writing
    ``top_data[n] = 0``: element n of the whole output (in roi 0's block for FPN's masked
    levels, in a later roi's block when blocks are small).  Recorded in MXNet
    (bench/mxnet_roi_align_fixtures.py, one thread); compared on the valid rois' blocks, as a
    skipped roi's own block is memory MXNet never writes (the runtime gives zeros)."""
    attrs = json.loads(NEGATIVE["__cases__"].tobytes())[k]
    data, rois, want = (NEGATIVE[f"{k}_{n}"] for n in ("data", "rois", "out"))
    got = nd.contrib.ROIAlign(nd.array(data), nd.array(rois), **attrs).asnumpy()
    valid = rois[:, 0] >= 0
    np.testing.assert_allclose(got[valid], want[valid], rtol=1e-5, atol=1e-5)
    assert not got[~valid].any()
    for n in np.flatnonzero(~valid):
        assert got.reshape(-1)[n] == 0 == want.reshape(-1)[n]
    # without the masked rois, no element of the valid ones is zeroed
    alone = nd.contrib.ROIAlign(nd.array(data), nd.array(rois[valid]), **attrs).asnumpy()
    zeroed = np.zeros(got.size, dtype=bool)
    zeroed[np.flatnonzero(~valid)] = True
    zeroed = zeroed.reshape(got.shape)[valid]
    np.testing.assert_allclose(np.where(zeroed, 0, alone), got[valid], rtol=1e-6, atol=1e-6)
    assert np.all(alone[zeroed] != 0)


def _roi_align_reference(data, rois, ph, pw, scale, ratio):
    """Detectron's ROIAlign (aligned=False), sample by sample."""
    n, c, h, w = data.shape
    out = np.zeros((len(rois), c, ph, pw))

    def sample(f, y, x):
        if y < -1.0 or y > h or x < -1.0 or x > w:
            return np.zeros(c)
        y, x = max(y, 0.0), max(x, 0.0)
        y0, x0 = int(y), int(x)
        y1, x1 = min(y0 + 1, h - 1), min(x0 + 1, w - 1)
        if y0 >= h - 1:
            y0 = y1 = h - 1
            y = float(y0)
        if x0 >= w - 1:
            x0 = x1 = w - 1
            x = float(x0)
        ly, lx = y - y0, x - x0
        return ((1 - ly) * (1 - lx) * f[:, y0, x0] + (1 - ly) * lx * f[:, y0, x1]
                + ly * (1 - lx) * f[:, y1, x0] + ly * lx * f[:, y1, x1])

    for r, (b, x1, y1, x2, y2) in enumerate(rois):
        x1, y1, x2, y2 = x1 * scale, y1 * scale, x2 * scale, y2 * scale
        bh, bw = max(y2 - y1, 1.0) / ph, max(x2 - x1, 1.0) / pw
        for i in range(ph):
            for j in range(pw):
                acc = np.zeros(c)
                for iy in range(ratio):
                    for ix in range(ratio):
                        acc += sample(data[int(b)], y1 + i * bh + (iy + 0.5) * bh / ratio,
                                      x1 + j * bw + (ix + 0.5) * bw / ratio)
                out[r, :, i, j] = acc / ratio ** 2
    return out


def test_roi_align_small_rois_on_a_large_map():
    """Only the map rows and columns a roi's taps touch enter its products: small rois in a
    corner, at the far border and hanging over it, on a 40x48 map, equal the sample-by-sample
    reference."""
    rng = np.random.default_rng(3)
    data = rng.normal(size=(2, 3, 40, 48))
    rois = np.array([[0, 1.0, 2.0, 5.0, 4.0], [1, 80.0, 70.0, 95.0, 79.5],
                     [0, 90.0, 60.0, 110.0, 90.0], [1, 30.0, 20.0, 31.0, 20.5]])
    got = nd.contrib.ROIAlign(nd.array(data, dtype="float64"), nd.array(rois, dtype="float64"),
                              pooled_size=(3, 2), spatial_scale=0.5, sample_ratio=2).asnumpy()
    np.testing.assert_allclose(got, _roi_align_reference(data, rois, 3, 2, 0.5, 2),
                               rtol=1e-12, atol=1e-12)
