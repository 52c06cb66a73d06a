"""``mx.io.ImageDetRecordIter`` against real MXNet 1.9.1 on the small PNG detection record files
of tests/fixtures/mxnet/image_det_record_iter (recorded with every batch of three passes by
bench/mxnet_image_det_record_iter_fixtures.py): data (bit for bit), labels (header, objects,
padding), pad, index and provide_data/provide_label equal, for the deterministic options and,
with one decoding thread, for MXNet's random mirror, pad, crop, interpolation and shuffle
(its ``std::mt19937`` draws).  MXNet's refusals are the runtime's; the options it cannot
match raise NotImplementedError naming themselves."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import io, io_image_det
from hybridlint.runtime.cpp_random import Mt19937, shuffle

from . import iter_cases

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "image_det_record_iter"
RECORDED = json.loads((FIX / "cases.json").read_text())
CASES, ERRORS = RECORDED["cases"], RECORDED["errors"]
BATCHES = np.load(FIX / "batches.npz")
# the random cases with preprocess_threads=4, MXNet decoding with THREADED["threads"] threads
THREADED = json.loads((FIX / "threads.json").read_text())
THREADED_BATCHES = np.load(FIX / "threads.npz")


def _make(kwargs, **extra):
    return iter_cases.image_det_record_iter(io, dict(kwargs, **extra), FIX)


def _same_error(got, mxnet_line):
    # the runtime's message (after its "Class: " prefix) is MXNet's
    assert str(got).split(": ", 1)[-1] in mxnet_line, (str(got), mxnet_line)


def _check_passes(it, name, case, batches):
    assert [iter_cases.desc(d) for d in it.provide_data] == case["provide_data"]
    assert [iter_cases.desc(d) for d in it.provide_label] == case["provide_label"]
    for p, want in enumerate(case["passes"]):
        if p:
            it.reset()
        if want and "error" in want[-1]:
            with pytest.raises(ValueError) as caught:
                list(it)
            _same_error(caught.value, want[-1]["error"])
            break
        got = list(it)
        assert [(b.pad, [int(i) for i in b.index]) for b in got] == \
            [(w["pad"], w["index"]) for w in want], p
        for b, batch in enumerate(got):
            data, label = batch.data[0].asnumpy(), batch.label[0].asnumpy()
            want_data = batches[f"{name}_{p}_{b}_data"]
            want_label = batches[f"{name}_{p}_{b}_label"]
            np.testing.assert_array_equal(label, want_label, err_msg=f"{p} {b}")
            assert data.dtype == want_data.dtype == np.float32
            # the image fills (rows, cols) of each example; MXNet leaves stale memory around
            # it ('shrink'/'fit')
            for k, (_, rows, cols) in enumerate(want_label[:, :3].astype(int)):
                np.testing.assert_array_equal(data[k, :, :rows, :cols],
                                              want_data[k, :, :rows, :cols],
                                              err_msg=f"pass {p} batch {b} example {k}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_three_passes_equal_mxnet(name):
    _check_passes(_make(CASES[name]["kwargs"]), name, CASES[name], BATCHES)


@pytest.mark.parametrize("name", sorted(THREADED["cases"]))
def test_random_draws_per_decoding_thread_equal_mxnet(name, monkeypatch):
    """MXNet's default preprocess_threads=4: each thread draws from its own generator for its
    share of the records (recorded with MXNet made to decode with 4 threads)."""
    monkeypatch.setattr(io_image_det, "_threads", lambda requested: min(requested,
                                                                       THREADED["threads"]))
    case = THREADED["cases"][name]
    _check_passes(_make(case["kwargs"]), name, case, THREADED_BATCHES)


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_refused_where_mxnet_refuses(name):
    with pytest.raises(ValueError) as caught:
        _make(ERRORS[name]["kwargs"])
    _same_error(caught.value, ERRORS[name]["error"])


@pytest.mark.parametrize("option,value", [
    ("random_hue_prob", 0.5), ("random_contrast_prob", 0.3), ("mean_img", "mean.bin"),
    ("shuffle_chunk_size", 4), ("aug_seq", "aug_default"), ("dtype", "uint8"),
    ("data_shape", (4, 8, 8))])
def test_options_not_provided_name_themselves(option, value):
    kwargs = dict(rec="d.rec", data_shape=(3, 8, 8), batch_size=2)
    with pytest.raises(NotImplementedError, match=option):
        _make(kwargs, **{option: value})


def test_chunked_parts_refuse_what_mxnet_splits_by_chunk(monkeypatch):
    # MXNet shuffles, and splits among its threads, each 8 MiB chunk of a part on its own
    monkeypatch.setattr(io_image_det, "_CHUNK", 1000)
    kwargs = dict(rec="r.rec", data_shape=(3, 8, 8), batch_size=2)
    with pytest.raises(NotImplementedError, match="shuffle"):
        _make(kwargs, shuffle=True)
    monkeypatch.setattr(io_image_det, "_threads", lambda requested: 3)
    with pytest.raises(NotImplementedError, match="preprocess_threads"):
        _make(kwargs, rand_mirror_prob=0.5)
    assert len(list(_make(kwargs))) == 4          # deterministic: any threads, any size


def test_mt19937_and_shuffle_are_the_cpp_library_ones():
    gen = Mt19937(5489)                 # the C++ standard's check value of mt19937's 1st draw
    assert gen() == 3499211612
    order = list(range(7))
    shuffle(order, Mt19937(233 + 3))
    assert order == CASES["seeded_shuffle"]["passes"][0][0]["index"] + \
        CASES["seeded_shuffle"]["passes"][0][1]["index"] + [2]
