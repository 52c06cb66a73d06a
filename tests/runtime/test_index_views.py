"""Which basic indexes share memory with the indexed array, against real MXNet 1.9.1
(tests/fixtures/mxnet/index_views.json, made by bench/mxnet_index_view_fixtures.py):
MXNet returns a view only for a region that is one contiguous run of the flat array
and copies through the ``slice`` op otherwise, so a write into ``x[:, 0:1]`` must not
reach ``x`` while one into ``x[0:2]`` must."""
import json
from pathlib import Path

import numpy as np
import pytest

from hybridlint.runtime import autograd, nd

FIXTURE = json.loads((Path(__file__).parent.parent / "fixtures" / "mxnet" / "index_views.json").read_text())


def _key(parts):
    def one(p):
        if p == "...":
            return Ellipsis
        if isinstance(p, list):
            return slice(*p)
        return p
    return tuple(one(p) for p in parts)


@pytest.mark.parametrize("case", FIXTURE["cases"], ids=lambda c: f"{c['shape']}{c['key']}")
def test_write_through_matches_mxnet(case):
    shape = tuple(case["shape"])
    x = nd.arange(int(np.prod(shape))).reshape(shape)
    view = x[_key(case["key"])]
    assert list(view.shape) == case["view_shape"]
    view[:] = -1
    np.testing.assert_array_equal(x.asnumpy().ravel(), np.asarray(case["after"], dtype=np.float32))


def test_copied_region_still_reads_the_values():
    x = nd.arange(12).reshape((3, 4))
    np.testing.assert_array_equal(x[:, 1:3].asnumpy(), np.arange(12).reshape(3, 4)[:, 1:3])


def test_copied_region_gradient_scatters_back():
    x = nd.arange(12).reshape((3, 4))
    x.attach_grad()
    with autograd.record():
        y = (x[:, 1:3] * 2).sum()
    y.backward()
    want = np.zeros((3, 4), np.float32)
    want[:, 1:3] = 2
    np.testing.assert_array_equal(x.grad.asnumpy(), want)
