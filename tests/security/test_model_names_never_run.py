"""A model file's text never becomes code: node and input names with newlines, quotes, indentation
and other payloads load, compile and run as plain data (issue #9, item 1)."""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd, sym
from hybridlint.runtime.gluon import SymbolBlock

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "mxnet" / "mlp"


def _payloads(marker: Path) -> list[str]:
    act = f"__import__('pathlib').Path({str(marker)!r}).write_text('ran')"
    return [
        f"x\n{act}\n#",                       # a new statement after the comment line
        f"x\n    {act}\n#",                   # indented into the function body
        f"x\n{act}",
        f"x'] ; {act} ; feed['",              # break out of a string literal
        f'x"] ; {act} ; feed["',
        f"x'''\n{act}\n'''",
        f"x\\\n{act}",                        # line continuation
        f"x\r{act}",                          # a lone CR ends a line for Python
        f"x\x0c\n{act}",
        f"x\u2028{act}",                      # unicode line separator
        "\t\tdeep\n\t",                       # would be an IndentationError if pasted
        "é名前 with spaces # and a hash",
    ]


def _renamed_mlp(tmp_path: Path, name: str, *, rename_input: bool) -> tuple[Path, Path, str]:
    graph = json.loads((FIXTURE / "model-symbol.json").read_text())
    data_name = "data"
    for node in graph["nodes"]:
        if node["op"] != "null":
            node["name"] = f"{name}{node['name']}"
        elif rename_input and node["name"] == "data":
            node["name"] = data_name = name
    out = tmp_path / "m-symbol.json"
    out.write_text(json.dumps(graph))
    return out, FIXTURE / "model-0000.params", data_name


@pytest.mark.parametrize("rename_input", [False, True])
def test_crafted_names_load_compile_and_run_as_data(tmp_path, rename_input):
    marker = tmp_path / "marker"
    x = nd.array(np.random.default_rng(0).standard_normal((1, 512)).astype(np.float32))
    ref = SymbolBlock.imports(str(FIXTURE / "model-symbol.json"), ["data"],
                              str(FIXTURE / "model-0000.params"))(x).asnumpy()
    for i, payload in enumerate(_payloads(marker)):
        d = tmp_path / str(i)
        d.mkdir()
        js, params, data_name = _renamed_mlp(d, payload, rename_input=rename_input)
        net = SymbolBlock.imports(str(js), [data_name], str(params))
        np.testing.assert_allclose(net(x).asnumpy(), ref, rtol=1e-5, atol=1e-6)
        net.hybridize(static_alloc=True, static_shape=True)
        for _ in range(2):
            np.testing.assert_allclose(net(x).asnumpy(), ref, rtol=1e-5, atol=1e-6)
        assert not marker.exists(), f"payload {payload!r} ran"


def test_crafted_names_through_the_compiler_cli(tmp_path):
    marker = tmp_path / "marker"
    for i, payload in enumerate(_payloads(marker)[:6]):
        d = tmp_path / str(i)
        d.mkdir()
        js, _, data_name = _renamed_mlp(d, payload, rename_input=False)
        r = subprocess.run([sys.executable, "-m", "hybridlint.runtime.compiler", str(js),
                            "--shape", "data=1,512"], capture_output=True, text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        assert "Traceback" not in r.stderr
        assert not marker.exists(), f"payload {payload!r} ran"


def test_generated_source_holds_no_model_text(tmp_path):
    from hybridlint.runtime.compiler import compile_graph
    from hybridlint.runtime.graph import Graph
    payload = "evil\nimport os\n"
    x = sym.var(payload)
    out = sym.FullyConnected(x, num_hidden=3, name=payload + "fc")
    g = Graph.from_symbol(out)
    feed = {n: np.ones(s, np.float32) for n, s in g.param_shapes({payload: (2, 4)}).items()}
    compiled = compile_graph(g)
    assert compiled.run(feed)[0].shape == (2, 3)
    assert "evil" not in compiled.plan().source


def _rename_everywhere(nodes, prefix):
    """Prefix every operator node's name, inside control-flow subgraphs too."""
    for node in nodes:
        if node["op"] != "null":
            node["name"] = prefix + node["name"]
        for sub in node.get("subgraphs", []):
            _rename_everywhere(sub["nodes"], prefix)


def test_crafted_names_inside_control_flow_subgraphs_run_as_data(tmp_path):
    """A _foreach node's body is compiled like the top graph; its names stay data too."""
    loop = FIXTURE.parent / "foreach"
    marker = tmp_path / "marker"
    x, h0 = nd.ones((4, 2, 3)), nd.ones((2, 3))
    ref = SymbolBlock.imports(str(loop / "loop-symbol.json"), ["data0", "data1"],
                              str(loop / "loop-0000.params"))
    want = [o.asnumpy() for o in ref(x, h0)]
    for i, payload in enumerate(_payloads(marker)):
        graph = json.loads((loop / "loop-symbol.json").read_text())
        assert any(n.get("subgraphs") for n in graph["nodes"])
        _rename_everywhere(graph["nodes"], payload)
        js = tmp_path / f"{i}-symbol.json"
        js.write_text(json.dumps(graph))
        net = SymbolBlock.imports(str(js), ["data0", "data1"], str(loop / "loop-0000.params"))
        for hybrid in (False, True):
            if hybrid:
                net.hybridize(static_alloc=True)
            for got, w in zip(net(x, h0), want):
                np.testing.assert_allclose(got.asnumpy(), w, rtol=1e-6)
        assert not marker.exists(), f"payload {payload!r} ran"
