"""The third edge grid against real MXNet 1.9.1 (bench/mxnet_op_semantics_fixtures.py
``third`` -> tests/fixtures/mxnet/op_third.npz): the box/ROI/deformable/attention/Crop/image/RNN
and contrib ops GluonCV and GluonNLP call, with edge attributes (run through kernel, nd, sym and
a JSON round trip); gradients of the layer ops recorded through a hybridized block in MXNet
(``hgrad``: MXNet's CachedOp), checked eagerly and hybridized here; and ops called with their
attributes positionally in the order of MXNet's generated signatures (``pos``), eagerly and
inside a hybridized block.  Calls MXNet refuses must be refused."""

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import HybridBlock

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
    _tolerance,
    _tuples,
    check_recorded,
)

GRID = Recorded("op_third.npz")
FIX, RECORDED = GRID.fix, GRID.cases
_select, _inputs, _outputs = GRID.select, GRID.inputs, GRID.outputs

# MXNet refusals the runtime deliberately does not copy, by index, with the reason
NOT_COPIED = {
    # "only implemented in GPU": MXNet's CPU build has no backward for it; the runtime's
    # gradient is the one MXNet's GPU kernel computes on every device
    180: "ModulatedDeformableConvolution gradient on CPU",
    # oneDNN "could not create a descriptor for a dilated deconvolution" whenever target_shape
    # is given (as in test_op_semantics.NOT_COPIED); the runtime computes MXNet's target_shape
    123: "oneDNN", 124: "oneDNN", 125: "oneDNN",
    # pooling_convention='same' on 1-D data: MXNet 1.9.1's shape code reads pad[1] of a 1-D
    # pad ("index = 1 must be in range [0, 1)") for every kernel and stride, so 'same' runs
    # nowhere in 1.9.1; the runtime computes the convention as documented (1-D only)
    126: "MXNet shape-code bug",
    # float16 Convolution / FullyConnected: "FP16 gemm on cpu not implemented", "only
    # supported by CuDNN" -- build limits (test_op_semantics.NOT_COPIED too)
    334: "cpu float16 gemm", 338: "cuDNN-only",
    # InstanceNorm takes float32 only in MXNet; the runtime also computes float16/float64
    # (its gradient checks run in float64; op_edges' float64 call is still NOT_YET there)
    347: "InstanceNorm float16",
}

# recorded cases the runtime does not match yet, by index: each fix removes its entries
NOT_YET = {}




def _marked(k, *params):
    return marked(NOT_YET, k, *params)


def _by_mode(pairs):
    """(k, call, hybridize) triples, marked where NOT_YET names (k, 'eager'/'hybridized')."""
    out = []
    for k, c in pairs:
        for hybridize, mode in ((False, "eager"), (True, "hybridized")):
            why = NOT_YET.get(k) or NOT_YET.get((k, mode))
            params = (k, c, hybridize)
            out.append(pytest.param(*params, id=f"{mode}-{k}-{c['op']}-{_kind(c)}",
                                    marks=[pytest.mark.xfail(reason=why, strict=True)]
                                    if why else []))
    return out






















def _unwritten(op, shape):
    """Elements MXNet 1.9.1 leaves unwritten (so whatever memory held): its image flips swap
    pairs, so the middle row (column) of an odd height (width) is never set (measured: zeros
    or stale floats)."""
    mask = np.zeros(shape, dtype=bool)
    axis = {"image.flip_top_bottom": -3, "image.flip_left_right": -2}.get(op)
    if axis is not None and shape[axis] % 2:
        index = [slice(None)] * len(shape)
        index[axis] = shape[axis] // 2
        mask[tuple(index)] = True
    return mask


PLAIN = _select("nd")
# named so that harness.all_cases() (the ONNX sweep) leaves them out, as op_edges does
EDGE_CASES = [_case(k, c, FIX) for k, c in PLAIN if not _is_helper(c["op"])
              and not _unwritten(c["op"], FIX[c["outputs"][0]].shape).any()]
# every op of this grid is in the op table (no python-level helpers of mx.nd)
assert not [c["op"] for _, c in PLAIN if _is_helper(c["op"])]


@pytest.mark.parametrize("case", [_marked(int(c.id.split("-")[0]), c) for c in EDGE_CASES],
                         ids=lambda c: c.id)
def test_values_match_mxnet(case):
    check_recorded(case)


@pytest.mark.parametrize("case", EDGE_CASES, ids=lambda c: c.id)
def test_dtypes_match_mxnet(case):
    out = _function(nd, case.op)(*[nd.array(x, dtype=x.dtype) for x in case.inputs],
                                 **case.attrs)
    want = case.expected if isinstance(case.expected, tuple) else (case.expected,)
    assert [np.dtype(o.dtype).name for o in _as_list(out)] == [w.dtype.name for w in want]


PARTLY_WRITTEN = [(k, c) for k, c in PLAIN if "refused" not in c
                  and _unwritten(c["op"], FIX[c["outputs"][0]].shape).any()]


@pytest.mark.parametrize("k,call", PARTLY_WRITTEN, ids=_ids(PARTLY_WRITTEN))
def test_written_elements_match_mxnet(k, call):
    out = _lookup(nd, _exposed(call["op"]))(*[_nd(x) for x in _inputs(call)], **_attrs(call))
    want = _outputs(call)[0]
    got = out.asnumpy()
    assert got.shape == want.shape and got.dtype == want.dtype
    keep = ~_unwritten(call["op"], want.shape)
    np.testing.assert_array_equal(got[keep], want[keep])
    # the runtime writes every element: the middle row keeps its own pixels
    np.testing.assert_array_equal(got[~keep], _inputs(call)[0][~keep])


EAGER_ONLY = _select("eager")


@pytest.mark.parametrize("k,call", EAGER_ONLY, ids=_ids(EAGER_ONLY))
def test_eager_reading_and_symbolic_refusal_match_mxnet(k, call):
    """Arrays given positionally past a missing optional input: nd hands them to the op in
    order, the symbol frontend binds them by name (MXNet refuses: no such argument)."""
    args = [_nd(x) for x in _inputs(call)]
    path = _exposed(call["op"])
    _assert_same(_as_list(_lookup(nd, path)(*args, **_attrs(call))), _outputs(call),
                 f"{k} {call['op']} eager")
    attrs = _attrs(call)

    class Apply(HybridBlock):
        def hybrid_forward(self, F, *xs):
            return _lookup(F, path)(*xs, **attrs)

    block = Apply()
    block.hybridize()
    assert call["hybridized"].startswith("refused")
    with pytest.raises(Exception):
        [o.asnumpy() for o in _as_list(block(*args))]


GRADS = _select("hgrad")


def _grad_run(call, hybridize):
    return GRID.grad_run(call, hybridize, lambda args: [args[i] for i in call["learn"]])


@pytest.mark.parametrize("k,call", [_marked(k, k, c) for k, c in GRADS], ids=_ids(GRADS))
@pytest.mark.parametrize("hybridize", [False, True], ids=["eager", "hybridized"])
def test_gradients_match_mxnet(k, call, hybridize):
    # gradients compared as the model sweeps compare them (float32 sums of order-1 terms);
    # float16 results to a couple of half-precision ulps
    want = _outputs(call)
    tol = _tolerance(want) if any(w.dtype == np.float16 for w in want) else (1e-4, 1e-5)
    _assert_same(_grad_run(call, hybridize), want,
                 f"{k} {call['op']} {'hybridized' if hybridize else 'eager'}", tol=tol)


POSITIONAL = _select("pos")


def _positional_run(call, hybridize):
    inputs, values = _inputs(call), _tuples(call["attrs"])
    path = _exposed(call["op"])
    if not hybridize:
        return _as_list(_lookup(nd, path)(*[_nd(x) for x in inputs], *values))
    holes = [i for i, x in enumerate(inputs) if x is None]

    class Apply(HybridBlock):
        def hybrid_forward(self, F, *xs):
            xs = list(xs)
            for i in holes:
                xs.insert(i, None)
            return _lookup(F, path)(*xs, *values)

    block = Apply()
    block.hybridize()
    return _as_list(block(*[_nd(x) for x in inputs if x is not None]))


@pytest.mark.parametrize("k,call", [_marked(k, k, c) for k, c in POSITIONAL],
                         ids=_ids(POSITIONAL))
@pytest.mark.parametrize("hybridize", [False, True], ids=["eager", "hybridized"])
def test_positional_calls_match_mxnet(k, call, hybridize):
    _assert_same(_positional_run(call, hybridize), _outputs(call), f"{k} {call['op']} (pos)")


# the grid's control-flow bodies (bench/mxnet_op_semantics_fixtures.CONTROL_BODIES), one
# definition for nd and sym: (F, *inputs) -> outputs
def _cumsum(F, xs, s0):
    return F.contrib.foreach(lambda x, s: (x + s[0], [x + s[0]]), xs, [s0])


def _two_states(F, xs, s0, s1):
    def body(x, s):
        h = (x * s[0] + s[1]).tanh()
        return [h, x * 2], [h, s[1] * 0.5 + x]
    return F.contrib.foreach(body, xs, [s0, s1])


def _two_data(F, xs, ys, s0):
    def body(d, s):
        a, b = d
        return a * b + s[0], [s[0] + a - b]
    return F.contrib.foreach(body, [xs, ys], [s0])


def _while(add):
    def run(F, i0, s0):
        out, state = F.contrib.while_loop(
            lambda i, s: i < 3, lambda i, s: ([add(F, s * 2, i)], [i + 1, s * 2]), [i0, s0],
            max_iterations=5)
        # MXNet leaves the steps past the last one undefined: the grid keeps the 3 taken
        return [F.slice_axis(out[0], axis=0, begin=0, end=3)] + list(state)
    return run


def _cond(F, x, y):
    return F.contrib.cond(x.sum() > y.sum(), lambda: x * y + 1, lambda: x - y)


CONTROL = {"cumsum": _cumsum, "two_states": _two_states, "two_data": _two_data,
           "while": _while(lambda F, a, b: a + b),
           "while_bc": _while(lambda F, a, b: F.broadcast_add(a, b)), "cond": _cond}


def _flat(out):
    if isinstance(out, (list, tuple)):
        return [o for item in out for o in _flat(item)]
    return [out]


CONTROL_CALLS = _select("ctl")


@pytest.mark.parametrize("k,call", [_marked(k, k, c) for k, c in CONTROL_CALLS],
                         ids=_ids(CONTROL_CALLS))
def test_control_flow_matches_mxnet(k, call):
    out = CONTROL[call["op"]](nd, *[_nd(x) for x in _inputs(call)])
    _assert_same(_flat(out), _outputs(call), f"{k} {call['op']}")


def _control_grad_run(call, hybridize):
    args = [_nd(x) for x in _inputs(call)]
    learn = [args[i] for i in call["learn"]]
    for a in learn:
        a.attach_grad()
    body = CONTROL[call["op"]]

    class Apply(HybridBlock):
        def hybrid_forward(self, F, *xs):
            return body(F, *xs)

    block = Apply()
    if hybridize:
        block.hybridize()
    with autograd.record():
        outs = _flat(block(*args))
    autograd.backward(outs, [nd.array(FIX[n]) for n in call["heads"]])
    return outs + [a.grad for a in learn]


CONTROL_GRADS = _select("ctlgrad")


@pytest.mark.parametrize("k,call,hybridize", _by_mode(CONTROL_GRADS))
def test_control_flow_gradients_match_mxnet(k, call, hybridize):
    _assert_same(_control_grad_run(call, hybridize), _outputs(call),
                 f"{k} {call['op']} {'hybridized' if hybridize else 'eager'}", tol=(1e-4, 1e-5))


REFUSED = [(k, c) for k, c in enumerate(RECORDED) if "refused" in c and k not in NOT_COPIED]


@pytest.mark.parametrize("k,call", [_marked(k, k, c) for k, c in REFUSED], ids=_ids(REFUSED))
def test_refused_as_mxnet(k, call):
    with pytest.raises(Exception) as refusal:
        if _kind(call) == "ctlgrad":
            # MXNet refused the hybridized forward: the symbol frontend's reading
            outs = _control_grad_run(call, True)
        elif _kind(call) == "hgrad" and "heads" in call:
            outs = _grad_run(call, True)
        elif _kind(call) == "hgrad":
            # MXNet refused the forward call already (no heads were drawn)
            outs = _forward_hybridized(call)
        elif _kind(call) == "pos":
            outs = _positional_run(call, False)
        else:
            if not _is_helper(call["op"]):
                resolve(_exposed(call["op"]))
            outs = _as_list(_lookup(nd, _exposed(call["op"]))(*[_nd(x) for x in _inputs(call)],
                                                               **_attrs(call)))
        [o.asnumpy() for o in outs]
    # a refusal of the call, not a slip of this test
    assert not isinstance(refusal.value, (KeyError, IndexError, NameError))


def _forward_hybridized(call):
    path, attrs = _exposed(call["op"]), _attrs(call)

    class Apply(HybridBlock):
        def hybrid_forward(self, F, *xs):
            return _lookup(F, path)(*xs, **attrs)

    block = Apply()
    block.hybridize()
    return _as_list(block(*[_nd(x) for x in _inputs(call)]))
