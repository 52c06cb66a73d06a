"""Record which NDArray methods (and ``nd`` functions) of real MXNet 1.9.1 return a result that
shares memory with the receiver -- a write into the result (``y[:] = -1``) shows in ``x`` -- for
tests/fixers/test_view_methods.py, which checks fixers/_aliasing.py's VIEW_METHODS against it.

    /path/to/mxnet-venv/bin/python bench/mxnet_view_method_fixtures.py \
        tests/fixtures/mxnet/view_methods.json

Each case is named by the fluent method it calls (``nd.<name>`` for a module function); "shares"
is the measured answer. Basic indexes are recorded in index_views.json (bench/mxnet_index_view_fixtures.py).
"""
import json
import sys

import mxnet as mx

CASES = {
    "reshape": lambda x: x.reshape((4, 3)),
    "detach": lambda x: x.detach(),
    "as_in_context": lambda x: x.as_in_context(x.context),
    "astype(copy=False)": lambda x: x.astype(x.dtype, copy=False),
    "astype": lambda x: x.astype(x.dtype),
    "reshape_like": lambda x: x.reshape_like(mx.nd.zeros((4, 3))),
    "expand_dims": lambda x: x.expand_dims(0),
    "squeeze": lambda x: x.reshape((1, 12)).squeeze(),     # through a view: only squeeze may copy
    "flatten": lambda x: x.flatten(),
    "T": lambda x: x.T,
    "transpose": lambda x: x.transpose(),
    "copy": lambda x: x.copy(),
    "copyto": lambda x: x.copyto(x.context),
    "slice_axis": lambda x: x.slice_axis(axis=0, begin=0, end=2),
    "split": lambda x: x.split(num_outputs=3, axis=0)[0],
    "broadcast_to": lambda x: x.broadcast_to((3, 4)),
    "nd.reshape": lambda x: mx.nd.reshape(x, (4, 3)),
    "nd.identity": lambda x: mx.nd.identity(x),
    "nd.expand_dims": lambda x: mx.nd.expand_dims(x, 0),
    "nd.flatten": lambda x: mx.nd.flatten(x),
    "nd.squeeze": lambda x: mx.nd.squeeze(x.reshape((1, 12))),
}


def shares(make) -> bool:
    x = mx.nd.arange(12).reshape((3, 4))
    y = make(x)
    y[:] = -1
    mx.nd.waitall()
    return bool((x.asnumpy() == -1).any())


if __name__ == "__main__":
    out = {name: shares(make) for name, make in CASES.items()}
    with open(sys.argv[1], "w") as f:
        json.dump({"mxnet": mx.__version__, "shares": out}, f, indent=1)
        f.write("\n")
