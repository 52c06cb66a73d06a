"""MXNet 1.9.1's optimizer update operators (runtime/nd_updates.py) against real MXNet.

tests/fixtures/mxnet/updates.npz was made by bench/mxnet_update_fixtures.py in MXNet 1.9.1: each
case's arrays before the call, every array after it (states and ``out`` are written in place)
and what the call returned.  The case list is stored in the file and replayed here as recorded.
"""
from __future__ import annotations

import json
import pathlib

import numpy as np
import pytest

from hybridlint.runtime import nd

from ..training import optimizer_cases

FIXTURE = pathlib.Path(__file__).resolve().parent.parent / "fixtures" / "mxnet" / "updates.npz"
DATA = np.load(FIXTURE)
CASES = json.loads(str(DATA["cases"]))


def _input_names(i):
    prefix = f"{i}_in_"
    # np.savez keeps insertion order: the call order of the recorded arrays
    return [k[len(prefix):] for k in DATA.files if k.startswith(prefix)]


def _call(i, c):
    names = _input_names(i)
    arrays = {n: nd.array(DATA[f"{i}_in_{n}"], dtype=DATA[f"{i}_in_{n}"].dtype) for n in names}
    return arrays, optimizer_cases.update_call(nd, c, [arrays[n] for n in names])


def _same(got, want, msg):
    # the kernels' roundings are reproduced: every recorded array is equal bit for bit
    assert got.dtype == want.dtype and got.shape == want.shape, msg
    np.testing.assert_array_equal(got, want, err_msg=msg)


RUNS = [(i, c) for i, c in enumerate(CASES) if f"{i}_error" not in DATA.files]
REFUSED = [(i, c) for i, c in enumerate(CASES) if f"{i}_error" in DATA.files]


@pytest.mark.parametrize("i,c", RUNS, ids=[f"{i}-{c['op']}" for i, c in RUNS])
def test_update_matches_mxnet(i, c):
    arrays, returned = _call(i, c)
    for name, a in arrays.items():
        _same(a.asnumpy(), DATA[f"{i}_after_{name}"], f"{c['op']}: {name} after the call")
    rets = returned if isinstance(returned, (list, tuple)) else [returned]
    wants = [DATA[k] for k in DATA.files if k.startswith(f"{i}_ret_")]
    assert len(rets) == len(wants)
    for got, want in zip(rets, wants):
        _same(got.asnumpy(), want, f"{c['op']}: returned")


@pytest.mark.parametrize("i,c", REFUSED, ids=[f"{i}-{c['op']}" for i, c in REFUSED])
def test_update_refuses_where_mxnet_does(i, c):
    assert "uniform type" in str(DATA[f"{i}_error"])
    with pytest.raises(TypeError, match="uniform type"):
        _call(i, c)


def test_the_fixture_covers_every_update_operator():
    from hybridlint.runtime import nd_updates
    assert {c["op"] for c in CASES} >= set(nd_updates.__all__) - {
        "preloaded_multi_mp_sgd_update"}
    assert len(RUNS) >= 60 and REFUSED


def test_without_out_the_weight_is_kept_and_a_new_one_returned():
    w, g, m = nd.ones((3,)), nd.ones((3,)), nd.zeros((3,))
    new = nd.sgd_mom_update(w, g, m, lr=0.5, momentum=0.9)
    assert new is not w
    np.testing.assert_array_equal(w.asnumpy(), np.ones(3, np.float32))
    np.testing.assert_array_equal(m.asnumpy(), np.full(3, -0.5, np.float32))
    np.testing.assert_array_equal(new.asnumpy(), np.full(3, 0.5, np.float32))


def test_contrib_adamw_without_out_keeps_the_weight():
    # MXNet 1.9.1: adamw_update(w=1, g=1, zeros, zeros, lr=0.1, eta=1) returns 0.68377024, w stays 1
    w, g, m, v = nd.ones((3,)), nd.ones((3,)), nd.zeros((3,)), nd.zeros((3,))
    new = nd.contrib.adamw_update(w, g, m, v, rescale_grad=1.0, lr=0.1, eta=1.0)
    np.testing.assert_array_equal(w.asnumpy(), np.ones(3, np.float32))
    np.testing.assert_allclose(new.asnumpy(), np.full(3, 0.68377024, np.float32), rtol=1e-7)
    np.testing.assert_allclose(m.asnumpy(), np.full(3, 0.10000002, np.float32), rtol=1e-7)


def test_contrib_ctc_loss_is_mxnets_ctc_alias():
    # MXNet 1.9.1 registers CTCLoss also as _contrib_CTCLoss / _contrib_ctc_loss; on
    # RandomState(0).randn(5, 2, 4) with labels [[1, 2], [3, 0]] it gives [3.803867, 4.668308]
    data = nd.array(np.random.RandomState(0).randn(5, 2, 4))
    label = nd.array([[1, 2], [3, 0]])
    for f in (nd.contrib.ctc_loss, nd.contrib.CTCLoss, nd.ctc_loss, nd.CTCLoss):
        np.testing.assert_allclose(f(data, label).asnumpy(), [3.803867, 4.668308], rtol=1e-6)
