"""The tutorial nets (MLP, LeNet) computed op by op from the nn kernels and
compared with the outputs real MXNet 1.9.1 produced (tests/fixtures/mxnet).

The graph is read from the exported ``model-symbol.json`` so the attribute
strings are MXNet's own; only the nn ops and the elementwise ``relu`` and
``Reshape`` that the nets use are interpreted here.
"""
import json
import pathlib

import numpy as np
import pytest
from hybridlint.runtime import registry
from hybridlint.runtime.registry import KernelContext

FIXTURES = pathlib.Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"


def _reshape_0_minus1(x):
    return x.reshape(x.shape[0], -1)


def run_symbol_json(net: str):
    graph = json.loads((FIXTURES / net / "model-symbol.json").read_text())
    params = dict(np.load(FIXTURES / net / "params_named.npz"))
    values = {}
    ctx = KernelContext(xp=np)
    for i, node in enumerate(graph["nodes"]):
        if node["op"] == "null":
            if node["name"] == "data":
                values[i] = np.load(FIXTURES / net / "input.npz")["data"]
            else:
                values[i] = params[node["name"]]
            continue
        args = [values[j] for j, _, _ in node["inputs"]]
        attrs = node.get("attrs", {})
        if node["op"] == "Reshape":
            assert attrs == {"shape": "(0, -1)"}
            values[i] = _reshape_0_minus1(args[0])
            continue
        op = registry.get(node["op"])
        a = op.parse_attrs(attrs)
        # the export writes deferred shapes (0 dims); inference must fill them
        if op.infer_input_shapes is not None:
            shapes = op.infer_input_shapes(a, [args[0].shape] + [None] * (len(args) - 1))
            assert [tuple(s) for s in shapes] == [x.shape for x in args], node["name"]
        out = op.kernel(ctx, a, *args)
        assert op.out_shapes(a, *[x.shape for x in args]) == [out.shape]
        values[i] = out
    head = graph["heads"][0][0]
    return values[head]


@pytest.mark.parametrize("net", ["mlp", "lenet"])
def test_matches_mxnet_output(net):
    if not (FIXTURES / net / "model-symbol.json").exists():
        pytest.skip("reference fixtures missing")
    got = run_symbol_json(net)
    for run in ("output_eager", "output_hybrid", "output_symbolblock"):
        want = np.load(FIXTURES / net / f"{run}.npz")["out"]
        assert got.dtype == np.float32 and got.shape == want.shape
        # outputs are ~1e-2, so the absolute tolerance is what bites (we match to ~1e-8)
        np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-6, err_msg=f"{net} {run}")
