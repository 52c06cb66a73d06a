"""``mx.image.ImageIter`` and ``ImageDetIter`` against real MXNet 1.9.1 on the small PNG inputs
of tests/fixtures/mxnet/image_iter (a record file with its index, a folder of PNGs with an
image list, and the same with detection labels; recorded with every batch of three passes by
bench/mxnet_image_iter_fixtures.py): data (bit for bit), label, pad, index and provide_data/
provide_label equal, for deterministic augmenters (resize, centre crop, cast, normalisation)
and, seeding python's ``random`` as MXNet's python augmenters draw from it, for shuffle, random
crop and mirror too.  Random colour augmenters are checked for shapes and ranges only; the
detection ones that crop or pad at random are checked draw for draw in
test_image_det_rand.py."""
import json
import random
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import mx_image as image

from . import iter_cases

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "image_iter"
CASES = json.loads((FIX / "cases.json").read_text())
BATCHES = np.load(FIX / "batches.npz")


def _make(kwargs, **extra):
    return iter_cases.image_iter(image, dict(kwargs, **extra), FIX)


@pytest.mark.parametrize("name", sorted(CASES))
def test_three_passes_equal_mxnet(name):
    case = CASES[name]
    if case["seed"] is not None:
        random.seed(case["seed"])
    it = _make(case["kwargs"])
    assert [[n, list(s)] for n, s in it.provide_data] == case["provide_data"]
    assert [[n, list(s)] for n, s in it.provide_label] == case["provide_label"]
    for p, want in enumerate(case["passes"]):
        if p:
            it.reset()
        got = list(it)
        assert [(b.pad, b.index) for b in got] == [(w["pad"], w["index"]) for w in want], p
        for b, batch in enumerate(got):
            data, label = batch.data[0].asnumpy(), batch.label[0].asnumpy()
            want_data = BATCHES[f"{name}_{p}_{b}_data"]
            assert data.dtype == want_data.dtype and label.dtype == np.float32
            np.testing.assert_array_equal(data, want_data, err_msg=f"{p} {b}")
            np.testing.assert_array_equal(label, BATCHES[f"{name}_{p}_{b}_label"])


def test_random_colour_augmenters_keep_shapes_and_ranges():
    it = _make(dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7, brightness=0.3,
                    contrast=0.3, saturation=0.3, hue=0.1, pca_noise=0.1, rand_gray=0.5,
                    rand_resize=True, rand_crop=True))
    batch = next(it)
    data = batch.data[0].asnumpy()
    assert data.shape == (7, 3, 8, 8) and data.dtype == np.float32
    assert np.isfinite(data).all() and -100 < data.min() and data.max() < 400


def test_pad_mode_stops_until_reset():
    it = _make(dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=3))
    assert len(list(it)) == 3 and list(it) == []
    it.reset()
    assert len(list(it)) == 3


@pytest.mark.parametrize("kwargs,error", [
    (dict(data_shape=(1, 8, 8)), "3 channels"), (dict(data_shape=(8, 8)), "length 3"),
    (dict(dtype="uint8"), "not supported"), (dict(last_batch_handle="keep"), "last_batch"),
    (dict(shuffle=True), "path_imgidx")])
def test_bad_arguments_are_refused(kwargs, error):
    base = dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=2)
    with pytest.raises(ValueError, match=error):
        _make(base, **kwargs)


def test_broken_image_names_its_file(tmp_path):
    (tmp_path / "bad.png").write_bytes(b"not an image")
    it = image.ImageIter(2, (3, 8, 8), imglist=[[1.0, "bad.png"]], path_root=str(tmp_path))
    with pytest.raises(RuntimeError, match="Broken image filename: bad.png"):
        next(it)



def test_detection_label_checks_and_refusals(tmp_path):
    it = _make(dict(det=True, rec="d.rec", data_shape=(3, 8, 8), batch_size=2))
    assert it.label_shape == (2, 6)
    with pytest.raises(ValueError, match="reduce label count"):
        it.reshape(label_shape=(1, 6))
    with pytest.raises(ValueError, match="object width"):
        it.reshape(label_shape=(3, 5))
    other = _make(dict(det=True, imglist="det", root="img", data_shape=(3, 8, 8),
                       batch_size=2, reshape=[4, 6]))
    assert it.sync_label_shape(other) is other and it.provide_label[0][1] == (2, 4, 6)
    random.seed(3)
    it = _make(dict(det=True, rec="d.rec", data_shape=(3, 8, 8), batch_size=2, rand_crop=0.5,
                    rand_pad=0.5))
    batch = it.next()
    assert batch.data[0].shape == (2, 3, 8, 8) and batch.label[0].shape == (2, 2, 6)
    # MXNet's label-shape estimate does not skip an image without a valid box: it raises
    with pytest.raises(RuntimeError, match="no valid label"):
        image.ImageDetIter(2, (3, 8, 8), imglist=[[[2, 5, 0, 0.5, 0.5, 0.5, 0.9], "0.png"]],
                           path_root=str(FIX / "img"))
