"""Edge cases of existing ops against real MXNet 1.9.1: every call recorded by
bench/mxnet_op_semantics_fixtures.py (tests/fixtures/mxnet/op_semantics.npz: integer and
float16 dtypes, axis None/negative/tuple, keepdims/exclude, slice None bounds, NaN in
reductions, ties in sort/topk, clip/take/pick/one_hot/where/cast corner cases) is a Case whose
expected result is MXNet's output, run through the kernel, nd, sym and a JSON round trip;
the output dtypes must be MXNet's too.  Calls MXNet refuses must be refused."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd, registry, sym
from hybridlint.runtime.graph import Graph

from .harness import Case, _function, check, check_kernel, check_nd, resolve

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "op_semantics.npz")
RECORDED = json.loads(FIX["__cases__"].tobytes())


# MXNet refusals the runtime deliberately does not copy, with the reason
NOT_COPIED = {
    # a 0 in a shape means "unknown" to MXNet 1.x's shape inference, so it cannot make or
    # consume an empty array; the runtime computes empty arrays as numpy does
    "concat": "0-size", "tile": "0-size", "zeros": "0-size",
    # "unknown type for MKLDNN": the oneDNN build cannot mix float16 and float32 here
    "amp_multicast": "oneDNN",
    # oneDNN "could not create a descriptor for a dilated deconvolution" with target_shape
    "Deconvolution": "oneDNN",
    # float16 FullyConnected is cuDNN-only in MXNet; the runtime computes it on every device
    "FullyConnected": "cuDNN-only",
}


def _tuples(v):
    # the fixture's JSON turned tuples into lists (MXNet's split_v2 refuses a list)
    if isinstance(v, list):
        return tuple(_tuples(x) for x in v)
    return v


def _attrs(call, inputs):
    attrs = {k: _tuples(v) for k, v in call["attrs"].items()}
    op = registry.find(_exposed(call["op"]).rpartition(".")[2],
                       _exposed(call["op"]).rpartition(".")[0])
    # MXNet's frontend fills num_args of a variadic op from the inputs given
    if op is not None and "num_args" in op._attr_index and "num_args" not in attrs:
        attrs["num_args"] = len(inputs)
    return attrs


def _exposed(path):
    # MXNet's nd._internal.<name> is the top-level table name here
    return path.split(".", 1)[1] if path.startswith("_internal.") else path


def _tolerance(outs):
    if any(o.dtype == np.float16 for o in outs):
        return 2e-3, 2e-3
    return 1e-5, 1e-6


def _case(k, call, fix=FIX):
    """The recorded call ``k`` of the grid in ``fix`` (this file's or op_edges.npz) as a Case."""
    outs = [fix[n] for n in call["outputs"]]
    rtol, atol = _tolerance(outs)
    inputs = [fix[n] for n in call["inputs"]]
    return Case(_exposed(call["op"]), inputs, _attrs(call, inputs),
                expected=outs[0] if len(outs) == 1 else tuple(outs), rtol=rtol, atol=atol,
                id=f"{k}-{call['op']}")


def _is_helper(path):
    """A python-level function of mx.nd, not an op of the table (split_v2, contrib.isnan)."""
    ns, _, short = _exposed(path).rpartition(".")
    return path in nd.HELPERS or registry.find(short, ns) is None


def _lookup(namespace, path):
    for part in path.split("."):
        namespace = getattr(namespace, part, None)
    return namespace


# python-level functions of mx.nd (not ops): checked eagerly and symbolically by name
HELPER_CALLS = [_case(k, c) for k, c in enumerate(RECORDED)
                if "refused" not in c and _is_helper(c["op"])]
# named so that harness.all_cases() leaves them out: they hold the runtime to MXNet's edge cases
# (ints, float16, NaN, empty arrays), which the ONNX sweep over all_cases() is not about
EDGE_CASES = [_case(k, c) for k, c in enumerate(RECORDED)
              if "refused" not in c and not _is_helper(c["op"])]
REFUSED = [(k, c) for k, c in enumerate(RECORDED)
           if "refused" in c and c["op"] not in NOT_COPIED]


@pytest.mark.parametrize("case", EDGE_CASES, ids=lambda c: c.id)
def test_values_match_mxnet(case):
    check_recorded(case)


def check_recorded(case):
    if any(x.size == 0 for x in case.inputs):
        # a symbol's shape inference reads a 0 as unknown (MXNet 1.x): eager paths only
        check_kernel(case)
        check_nd(case)
        return
    check(case)


@pytest.mark.parametrize("case", EDGE_CASES, ids=lambda c: c.id)
def test_dtypes_match_mxnet(case):
    fn = _function(nd, case.op)
    out = fn(*[nd.array(x, dtype=x.dtype) for x in case.inputs], **case.attrs)
    got = out if isinstance(out, (list, tuple)) else [out]
    want = case.expected if isinstance(case.expected, tuple) else (case.expected,)
    assert [o.dtype.name if hasattr(o.dtype, "name") else np.dtype(o.dtype).name for o in got] == \
        [w.dtype.name for w in want]


@pytest.mark.parametrize("case", HELPER_CALLS, ids=lambda c: c.id)
def test_helpers_match_mxnet(case):
    want = case.expected if isinstance(case.expected, tuple) else (case.expected,)
    # a 0-d input was a python number in the recorded call (MXNet's scalar form)
    out = _lookup(nd, case.op)(*[nd.array(x, dtype=x.dtype) if x.ndim else x.item()
                                 for x in case.inputs], **case.attrs)
    got = out if isinstance(out, (list, tuple)) else [out]
    assert [o.dtype for o in got] == [w.dtype for w in want]
    for g, w in zip(got, want):
        np.testing.assert_allclose(g.asnumpy(), w, rtol=case.rtol, atol=case.atol)
    # mx.sym.maximum & co. do not broadcast where mx.nd's do; sym.contrib has no isnan & co.
    if case.op in ("maximum", "minimum", "power") or _lookup(sym, case.op) is None:
        return
    names = [f"in{i}" for i in range(len(case.inputs))]
    s = _lookup(sym, case.op)(*[sym.var(n) for n in names], **case.attrs)
    for graph in (s, sym.load_json(s.tojson())):
        outs = Graph.from_symbol(graph).run(dict(zip(names, case.inputs)))
        for g, w in zip(outs, want):
            np.testing.assert_allclose(g, w, rtol=case.rtol, atol=case.atol)


@pytest.mark.parametrize("k,call", REFUSED, ids=[f"{k}-{c['op']}" for k, c in REFUSED])
def test_refused_as_mxnet(k, call):
    resolve(_exposed(call["op"]))
    fn = _function(nd, _exposed(call["op"]))
    inputs = [FIX[n] for n in call["inputs"]]
    with pytest.raises(Exception):
        out = fn(*[nd.array(x, dtype=x.dtype) for x in inputs], **_attrs(call, inputs))
        [o.asnumpy() for o in (out if isinstance(out, (list, tuple)) else [out])]
