"""The second edge grid against real MXNet 1.9.1 (bench/mxnet_op_semantics_fixtures.py
``second`` -> tests/fixtures/mxnet/op_edges.npz): the ops the corpus' hybrid code calls most,
on float64/int64/uint8/float16 inputs, rank 6 and 0-size shapes, attrs as the strings MXNet's
JSON holds, NDArray methods and python operators, ``out=``, and autograd gradients (eager and
through a hybridized block).  Plain calls run through the kernel, nd, sym and a JSON round trip
as in test_op_semantics.py; every output's dtype must be MXNet's too."""

import numpy as np
import pytest
from hybridlint.runtime import nd

from .harness import _function, resolve
from .recorded_grid import Recorded, marked
from .recorded_grid import as_list as _as_list
from .recorded_grid import assert_same as _assert_same
from .recorded_grid import attrs as _attrs
from .recorded_grid import ids as _ids
from .recorded_grid import kind as _kind
from .recorded_grid import to_nd as _nd
from .test_op_semantics import (
    _case,
    _exposed,
    _is_helper,
    _lookup,
    _tuples,
    check_recorded,
)

GRID = Recorded("op_edges.npz")
FIX, RECORDED = GRID.fix, GRID.cases
_select, _inputs, _outputs = GRID.select, GRID.inputs, GRID.outputs


# recorded cases the runtime does not match yet, by index: each fix removes its entries
NOT_YET = {
    679: "InstanceNorm float64",
}






















# MXNet 1.x reads a 0 in a shape as "unknown", so it refuses to make or consume most empty
# arrays; the runtime computes them as numpy does (as in test_op_semantics.NOT_COPIED)
def _marked(k, *params):
    return marked(NOT_YET, k, *params)


def _zero_size(call):
    shape = _tuples(call["attrs"].get("shape"))
    return any(0 in FIX[n].shape for n in call["inputs"]) or \
        (isinstance(shape, tuple) and 0 in shape)


PLAIN = _select("nd")
EDGE_CASES = [_case(k, c, FIX) for k, c in PLAIN if not _is_helper(c["op"])]
HELPER_CALLS = [(k, c) for k, c in PLAIN if _is_helper(c["op"])]


def _cases(cases):
    return [_marked(int(c.id.split("-")[0]), c) for c in cases]


def _calls(pairs):
    return [_marked(k, k, c) for k, c in pairs]


@pytest.mark.parametrize("case", _cases(EDGE_CASES), ids=lambda c: c.id)
def test_values_match_mxnet(case):
    check_recorded(case)


@pytest.mark.parametrize("case", EDGE_CASES, ids=lambda c: c.id)
def test_dtypes_match_mxnet(case):
    out = _function(nd, case.op)(*[nd.array(x, dtype=x.dtype) for x in case.inputs],
                                 **case.attrs)
    want = case.expected if isinstance(case.expected, tuple) else (case.expected,)
    assert [np.dtype(o.dtype).name for o in _as_list(out)] == [w.dtype.name for w in want]


@pytest.mark.parametrize("k,call", _calls(HELPER_CALLS), ids=_ids(HELPER_CALLS))
def test_helpers_match_mxnet(k, call):
    out = _lookup(nd, _exposed(call["op"]))(*[_nd(x) for x in _inputs(call)], **_attrs(call))
    _assert_same(_as_list(out), _outputs(call), f"{k} {call['op']}")


METHODS = _select("method", "op")


@pytest.mark.parametrize("k,call", _calls(METHODS), ids=_ids(METHODS))
def test_methods_and_operators_match_mxnet(k, call):
    args = [_nd(x) for x in _inputs(call)]
    out = getattr(args[0], call["op"])(*args[1:], **_attrs(call))
    _assert_same(_as_list(out), _outputs(call), f"{k} x.{call['op']}")


OUT_CALLS = _select("out")


@pytest.mark.parametrize("k,call", _calls(OUT_CALLS), ids=_ids(OUT_CALLS))
def test_out_argument_is_written_and_returned(k, call):
    fn = _lookup(nd, _exposed(call["op"]))
    args = [_nd(x) for x in _inputs(call)]
    want = _outputs(call)
    dest = nd.zeros(want[0].shape, dtype=want[0].dtype)
    out = fn(*args, out=dest, **_attrs(call))
    assert out is dest
    _assert_same([dest], want, f"{k} {call['op']}(out=)")


FIRST = _select("first")


@pytest.mark.parametrize("k,call", _calls(FIRST), ids=_ids(FIRST))
def test_output_count_and_first_output(k, call):
    out = _as_list(_lookup(nd, _exposed(call["op"]))(*[_nd(x) for x in _inputs(call)],
                                                     **_attrs(call)))
    count, first = _outputs(call)
    assert len(out) == int(count)
    _assert_same(out[:1], [first], f"{k} {call['op']}")


GRADS = _select("grad")


def _grad_run(call, hybridize):
    return GRID.grad_run(call, hybridize,
                         lambda args: [a for a in args if np.dtype(a.dtype).kind == "f"])


@pytest.mark.parametrize("k,call", _calls(GRADS), ids=_ids(GRADS))
@pytest.mark.parametrize("hybridize", [False, True], ids=["eager", "hybridized"])
def test_gradients_match_mxnet(k, call, hybridize):
    # a gradient is a difference of float32 terms of order 1 (log_softmax's g - exp(y) sum(g)
    # is 3e-6 off MXNet's oneDNN backward): compared as the model sweeps compare them
    _assert_same(_grad_run(call, hybridize), _outputs(call),
                 f"{k} {call['op']} {'hybridized' if hybridize else 'eager'}", tol=(1e-4, 1e-5))


REFUSED = [(k, c) for k, c in enumerate(RECORDED) if "refused" in c and not _zero_size(c)]


@pytest.mark.parametrize("k,call", _calls(REFUSED), ids=_ids(REFUSED))
def test_refused_as_mxnet(k, call):
    args = [_nd(x) for x in _inputs(call)]
    with pytest.raises(Exception):
        if _kind(call) in ("method", "op"):
            out = getattr(args[0], call["op"])(*args[1:], **_attrs(call))
        else:
            resolve(_exposed(call["op"])) if not _is_helper(call["op"]) else None
            out = _lookup(nd, _exposed(call["op"]))(*args, **_attrs(call))
        [o.asnumpy() for o in _as_list(out)]
