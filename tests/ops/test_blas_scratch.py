"""``nn_util.map_blas_scratch``: the one product that maps the first pages of OpenBLAS's
packing buffer before a process's first backward (a weight gradient's long product runs at
about half speed while they are unmapped; bench/RESULTS.md, session 36, H185).  It runs once
a process, only for numpy, from the tape's reverse pass, and changes no gradient."""
import types

import numpy as np

from hybridlint.runtime import autograd, nd, tape
from hybridlint.runtime.ops import nn_util


def _counting_numpy(calls):
    """numpy under its own name, with ``matmul`` counted."""
    def matmul(a, b):
        calls.append((a.shape, b.shape, a.dtype))
        return np.matmul(a, b)
    return types.SimpleNamespace(__name__="numpy", ones=np.ones, float32=np.float32,
                                 matmul=matmul)


def test_one_product_a_process(monkeypatch):
    monkeypatch.setattr(nn_util, "_BLAS_SCRATCH_MAPPED", [])
    calls = []
    xp = _counting_numpy(calls)
    nn_util.map_blas_scratch(xp)
    nn_util.map_blas_scratch(xp)
    assert calls == [((512, 512), (512, 512), np.dtype(np.float32))]


def test_other_array_modules_run_nothing(monkeypatch):
    monkeypatch.setattr(nn_util, "_BLAS_SCRATCH_MAPPED", [])
    calls = []
    xp = _counting_numpy(calls)
    xp.__name__ = "cupy"
    nn_util.map_blas_scratch(xp)
    assert calls == [] and nn_util._BLAS_SCRATCH_MAPPED == []


def test_the_reverse_pass_asks_for_it_with_the_heads_module(monkeypatch):
    seen = []
    monkeypatch.setattr(tape, "map_blas_scratch", seen.append)
    x = nd.array([[1.0, 2.0], [3.0, 4.0]])
    x.attach_grad()
    with autograd.record():
        y = nd.sum(nd.dot(x, x))
    y.backward()
    assert seen == [np]
    # d sum(x @ x) / dx[i, j] = (row sum of x)[j] + (column sum of x)[i]
    xv = x.asnumpy()
    want = xv.sum(axis=1)[None, :] + xv.sum(axis=0)[:, None]
    np.testing.assert_allclose(x.grad.asnumpy(), want)
