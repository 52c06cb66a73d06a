"""``mx.io.ImageRecordIter`` against real MXNet 1.9.1 on the small PNG record files of
tests/fixtures/mxnet/image_record_iter (recorded with every batch of two passes by
bench/mxnet_image_record_iter_fixtures.py): data, label, pad, index and provide_data/
provide_label equal for the deterministic options.  The random ones (shuffle, rand_crop,
rand_mirror) are not MXNet's draws: only their shapes, ranges and repeatability are checked."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import io

from . import iter_cases

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "image_record_iter"
CASES = json.loads((FIX / "cases.json").read_text())
BATCHES = np.load(FIX / "batches.npz")
N_RECORDS = {"a.rec": 7, "b.rec": 5}


def _make(kwargs, **extra):
    return iter_cases.image_record_iter(io, dict(kwargs, **extra), FIX)


@pytest.mark.parametrize("name", sorted(CASES))
def test_two_passes_equal_mxnet(name):
    case = CASES[name]
    it = _make(case["kwargs"])
    assert [iter_cases.desc(d) for d in it.provide_data] == case["provide_data"]
    assert [iter_cases.desc(d) for d in it.provide_label] == case["provide_label"]
    bs = case["kwargs"]["batch_size"]
    for p, want in enumerate(case["passes"]):
        if p:
            it.reset()
        got = list(it)
        assert len(got) == len(want), (p, len(got), len(want))
        left = None
        for b, (batch, w) in enumerate(zip(got, want)):
            assert batch.pad == w["pad"] and list(batch.index) == w["index"], (p, b)
            data, label = batch.data[0].asnumpy(), batch.label[0].asnumpy()
            # round_batch=False: MXNet leaves stale memory in a short last batch's free rows
            rows = bs
            if not case["kwargs"].get("round_batch", True) and b == len(want) - 1:
                rows = left
            left = N_RECORDS[case["kwargs"]["rec"]] - bs * (b + 1)
            assert data.dtype == BATCHES[f"{name}_{p}_{b}_data"].dtype
            np.testing.assert_allclose(data[:rows], BATCHES[f"{name}_{p}_{b}_data"][:rows],
                                       rtol=0, atol=0)
            np.testing.assert_array_equal(label[:rows], BATCHES[f"{name}_{p}_{b}_label"][:rows])


def test_random_options_keep_shapes_ranges_and_repeat():
    kwargs = dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=7)
    plain = next(_make(kwargs)).data[0].asnumpy()
    runs = []
    for _ in range(2):
        it = _make(kwargs, shuffle=True, rand_crop=True, rand_mirror=True, seed=4)
        batch = next(it)
        runs.append((batch.data[0].asnumpy(), batch.label[0].asnumpy()))
    (data, label), (data2, label2) = runs
    assert data.shape == plain.shape and 0 <= data.min() and data.max() <= 255
    np.testing.assert_array_equal(data, data2)
    np.testing.assert_array_equal(label, label2)
    assert sorted(label) == sorted(next(_make(kwargs)).label[0].asnumpy())


@pytest.mark.parametrize("option,value", [("max_rotate_angle", 10), ("random_resized_crop", True),
                                          ("brightness", 0.4), ("pca_noise", 0.1)])
def test_options_not_provided_name_themselves(option, value):
    with pytest.raises(NotImplementedError, match=option):
        _make(dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=2), **{option: value})


def test_label_width_must_match_the_records():
    with pytest.raises(ValueError, match="label_width"):
        next(_make(dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=2, label_width=2)))
    with pytest.raises(ValueError, match="label_width"):
        next(_make(dict(rec="b.rec", data_shape=(3, 8, 8), batch_size=2, label_width=3)))


def test_ignored_thread_options_are_accepted():
    it = _make(dict(rec="a.rec", data_shape=(3, 8, 8), batch_size=2), preprocess_threads=4,
               prefetch_buffer=2, verbose=False)
    assert next(it).data[0].shape == (2, 3, 8, 8)
