"""``mx.io.CSVIter``, ``MNISTIter`` and the ``ResizeIter``/``PrefetchingIter`` wrappers against
real MXNet 1.9.1 on the small files of tests/fixtures/mxnet/io_iters (recorded with every batch
of two passes by bench/mxnet_io_iter_fixtures.py): data, label, pad, index and the
provide_data/provide_label descriptions equal, reset semantics included."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import io

from . import iter_cases

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "io_iters"
CASES = json.loads((FIX / "cases.json").read_text())
BATCHES = np.load(FIX / "batches.npz")


@pytest.mark.parametrize("name", sorted(CASES))
def test_two_passes_equal_mxnet(name):
    case = CASES[name]
    it = iter_cases.file_iter(io, case["iter"], case["kwargs"], FIX)
    assert [iter_cases.desc(d) for d in it.provide_data] == case["provide_data"]
    assert [iter_cases.desc(d) for d in it.provide_label] == case["provide_label"]
    for p, want in enumerate(case["passes"]):
        if p:
            it.reset()
        got = list(it)
        assert len(got) == len(want), f"pass {p}: {len(got)} batches, MXNet {len(want)}"
        for b, (batch, rec) in enumerate(zip(got, want)):
            where = f"{name} pass {p} batch {b}"
            assert int(batch.pad or 0) == rec["pad"], where
            assert [int(i) for i in batch.index] == rec["index"], where
            assert len(batch.data) == rec["n_data"] and len(batch.label) == rec["n_label"]
            for k, d in enumerate(batch.data):
                want_d = BATCHES[f"{name}_{p}_{b}_data{k}"]
                assert d.dtype == want_d.dtype, where
                np.testing.assert_array_equal(d.asnumpy(), want_d, err_msg=where)
            for k, lab in enumerate(batch.label):
                np.testing.assert_array_equal(lab.asnumpy(), BATCHES[f"{name}_{p}_{b}_label{k}"],
                                              err_msg=where)


def test_round_batch_needs_enough_rows(tmp_path):
    (tmp_path / "d.csv").write_text("1,2\n3,4\n")
    with pytest.raises(ValueError, match="number of input must be bigger than batch size"):
        list(io.CSVIter(data_csv=str(tmp_path / "d.csv"), data_shape=(2,), batch_size=5))


def test_mnist_refuses_a_file_of_another_kind():
    with pytest.raises(ValueError, match="not an MNIST image file"):
        io.MNISTIter(image=str(FIX / "labels-idx1-ubyte"), label=str(FIX / "labels-idx1-ubyte"))


def test_mnist_shuffle_is_seeded():
    kw = dict(image=str(FIX / "images-idx3-ubyte"), label=str(FIX / "labels-idx1-ubyte"),
              batch_size=3)
    a = [b.label[0].asnumpy() for b in io.MNISTIter(**kw, seed=1)]
    b = [b.label[0].asnumpy() for b in io.MNISTIter(**kw, seed=1)]
    assert all(np.array_equal(x, y) for x, y in zip(a, b))


def test_other_file_iterators_say_they_are_not_provided():
    with pytest.raises(AttributeError, match="LibSVMIter .*not provided"):
        io.LibSVMIter
