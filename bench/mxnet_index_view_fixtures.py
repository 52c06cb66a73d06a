"""Record which basic indexes of real MXNet 1.9.1 share memory with the array
(a write into ``x[key]`` shows in ``x``) for tests/runtime/test_index_views.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_index_view_fixtures.py \
        tests/fixtures/mxnet/index_views.json

A key part is an int, null (``None``), "..." (``Ellipsis``) or [start, stop, step]
(a slice; null for an omitted bound).
"""
import json
import sys

import mxnet as mx
import numpy as np

CASES = [
    ((3, 4), [[None, None, None], [0, 1, None]]),          # x[:, 0:1]
    ((3, 4), [[0, 2, None]]),                               # x[0:2]
    ((3, 4), [1]),                                          # x[1]
    ((3, 4), [[None, None, None], 1]),                      # x[:, 1]
    ((3, 4), [[0, 1, None], [2, 3, None]]),                 # one element
    ((3, 4), [[None, None, 2]]),                            # x[::2]
    ((3, 4), [[None, None, -1]]),                           # x[::-1]
    ((3, 4), [1, [1, 3, None]]),                            # inside one row
    ((3, 4), [1, [None, None, 2]]),                         # strided row
    ((3, 4), [None, [1, 3, None]]),                         # new axis first
    ((2, 3, 4), [0, [1, 3, None]]),                         # contiguous rows of x[0]
    ((2, 3, 4), [[1, 2, None]]),
    ((2, 3, 4), [[None, None, None], [1, 2, None]]),        # x[:, 1:2]
    ((2, 3, 4), [[None, None, None], [None, None, None], [None, None, 2]]),
    ((2, 3, 4), ["...", 0]),                                # x[..., 0]
    ((2, 3, 4), [1, "..."]),                                # x[1, ...]
    ((2, 3, 4), [1, 2]),                                    # one row
    ((2, 3, 4), [[0, 1, None], [0, 1, None], [1, 3, None]]),
    ((2, 3, 4), [[0, 2, None], 1]),                         # x[0:2, 1]
    ((2, 3, 4), [[None, None, None], [2, 3, None], [None, None, None]]),
    ((2, 3, 4), [[1, 2, None], [None, None, None], [0, 2, None]]),
    ((4, 1, 5), [[1, 3, None], 0]),                         # size-1 axis between
    ((4, 1, 5), [[None, None, None], 0, [2, 3, None]]),
    ((3, 4), [[1, 1, None]]),                               # empty
]


def key_of(parts):
    def one(p):
        if p == "...":
            return Ellipsis
        if isinstance(p, list):
            return slice(*p)
        return p
    return tuple(one(p) for p in parts)


if __name__ == "__main__":
    out = []
    for shape, parts in CASES:
        x = mx.nd.arange(int(np.prod(shape))).reshape(shape)
        view = x[key_of(parts)]
        view[:] = -1
        out.append({"shape": list(shape), "key": parts, "view_shape": list(view.shape),
                    "after": x.asnumpy().ravel().tolist()})
    with open(sys.argv[1], "w") as f:
        json.dump({"mxnet": mx.__version__, "cases": out}, f, indent=1)
