"""The fixers' one list of NDArray methods whose result shares the receiver's memory
(fixers/_aliasing.py VIEW_METHODS) against real MXNet 1.9.1 (tests/fixtures/mxnet/view_methods.json,
made by bench/mxnet_view_method_fixtures.py), and the bundled runtime against the same record:
a fixer that rebinds a name instead of writing through it is right only if the write reached
exactly these arrays."""
import json
from pathlib import Path

import pytest

from hybridlint.fixers._aliasing import VIEW_METHODS
from hybridlint.runtime import nd

SHARES = json.loads((Path(__file__).parent.parent / "fixtures" / "mxnet" / "view_methods.json").read_text())["shares"]

# the calls the record was made with (bench/mxnet_view_method_fixtures.py), on x = arange(12) as (3, 4)
CALLS = {
    "reshape": lambda x: x.reshape((4, 3)),
    "detach": lambda x: x.detach(),
    "as_in_context": lambda x: x.as_in_context(x.context),
    "astype(copy=False)": lambda x: x.astype(x.dtype, copy=False),
    "astype": lambda x: x.astype(x.dtype),
    "reshape_like": lambda x: x.reshape_like(nd.zeros((4, 3))),
    "expand_dims": lambda x: x.expand_dims(0),
    "squeeze": lambda x: x.reshape((1, 12)).squeeze(),
    "flatten": lambda x: x.flatten(),
    "T": lambda x: x.T,
    "transpose": lambda x: x.transpose(),
    "copy": lambda x: x.copy(),
    "copyto": lambda x: x.copyto(x.context),
    "slice_axis": lambda x: x.slice_axis(axis=0, begin=0, end=2),
    "split": lambda x: x.split(num_outputs=3, axis=0)[0],
    "broadcast_to": lambda x: x.broadcast_to((3, 4)),
    "nd.reshape": lambda x: nd.reshape(x, (4, 3)),
    "nd.identity": lambda x: nd.identity(x),
    "nd.expand_dims": lambda x: nd.expand_dims(x, 0),
    "nd.flatten": lambda x: nd.flatten(x),
    "nd.squeeze": lambda x: nd.squeeze(x.reshape((1, 12))),
}


def test_view_methods_are_the_fluent_methods_mxnet_shares_memory_through():
    fluent = {name for name in SHARES if name.isidentifier()}
    assert VIEW_METHODS <= fluent, "every listed method was measured"
    assert VIEW_METHODS == {name for name in fluent if SHARES[name]}


def test_the_record_covers_the_calls_here():
    assert set(CALLS) == set(SHARES)


@pytest.mark.parametrize("name", sorted(SHARES))
def test_bundled_runtime_shares_memory_like_mxnet(name):
    x = nd.arange(12).reshape((3, 4))
    y = CALLS[name](x)
    y[:] = -1
    assert bool((x.asnumpy() == -1).any()) is SHARES[name]
