"""Second attack round on model files (issue #9, bench/attack_harness.py): attributes that blow a
small input up, parameters whose inferred shape is huge, model files that are FIFOs or
devices, JSON whose parsed form is many times its size, and the compiler's command line."""
from __future__ import annotations

import json
import os
import resource
import subprocess
import sys

import pytest

from hybridlint.runtime import nd, symbol_json
from hybridlint.runtime.gluon import SymbolBlock
from hybridlint.runtime.params_io import load


def _rss_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def _one_op(tmp_path, op, attrs, n_in=1, name="m"):
    doc = {"nodes": [{"op": "null", "name": "data", "inputs": []},
                     {"op": op, "name": "o", "attrs": attrs, "inputs": [[0, 0, 0]] * n_in}],
           "arg_nodes": [0], "heads": [[1, 0, 0]]}
    path = tmp_path / f"{name}-symbol.json"
    path.write_text(json.dumps(doc))
    return str(path)


@pytest.mark.parametrize("op,attrs,shape", [
    ("tile", {"reps": "(1000, 1000, 1000)"}, (2, 3)),
    ("repeat", {"repeats": "1000000000", "axis": "0"}, (2, 3)),
    ("one_hot", {"depth": "2000000000"}, (2, 3)),
    ("_contrib_BilinearResize2D", {"height": "100000", "width": "100000"}, (1, 1, 2, 2)),
    ("Pad", {"mode": "constant", "pad_width": "(0, 0, 0, 0, 100000, 100000, 100000, 100000)"}, (1, 1, 2, 3)),
])
def test_attributes_that_blow_a_small_input_up_are_refused(tmp_path, op, attrs, shape):
    net = SymbolBlock.imports(_one_op(tmp_path, op, attrs), ["data"])
    before = _rss_mb()
    with pytest.raises(ValueError, match=r"expand its inputs [\d,]+-fold.*HYBRIDLINT_MAX_DECLARED_BYTES"):
        net(nd.ones(shape))
    assert _rss_mb() - before < 200


def test_a_modest_expansion_still_runs(tmp_path):
    net = SymbolBlock.imports(_one_op(tmp_path, "tile", {"reps": "(100, 100)"}), ["data"])
    assert net(nd.ones((2, 3))).shape == (200, 300)


def test_a_huge_parameter_inferred_from_a_layer_is_refused(tmp_path):
    doc = {"nodes": [{"op": "null", "name": "data", "inputs": []},
                     {"op": "null", "name": "w", "inputs": []},
                     {"op": "Convolution", "name": "c", "inputs": [[0, 0, 0], [1, 0, 0]],
                      "attrs": {"kernel": "(3, 3)", "num_filter": "100000000", "no_bias": "True"}}],
           "arg_nodes": [0, 1], "heads": [[2, 0, 0]]}
    path = tmp_path / "c-symbol.json"
    path.write_text(json.dumps(doc))
    net = SymbolBlock.imports(str(path), ["data"])
    before = _rss_mb()
    with pytest.raises(ValueError, match=r"parameter.*10\.\d GiB.*inferred from the layer"):
        net.initialize()
        net(nd.ones((1, 3, 8, 8)))
    assert _rss_mb() - before < 200


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "directory"])
def test_model_files_that_are_not_regular_files_are_refused_at_once(tmp_path, kind):
    for name in ("m-symbol.json", "m.params"):
        path = tmp_path / name
        if kind == "fifo":
            os.mkfifo(path)
        elif kind == "dev-zero":
            os.symlink("/dev/zero", path)
        else:
            path.mkdir()
    with pytest.raises(ValueError, match="not a regular file"):
        SymbolBlock.imports(str(tmp_path / "m-symbol.json"), ["data"])
    with pytest.raises(ValueError, match="not a regular file"):
        load(str(tmp_path / "m.params"))
    with pytest.raises(ValueError, match="not a regular file"):
        nd.load(str(tmp_path / "m.params"))


def test_json_of_millions_of_tiny_values_is_refused_before_parsing():
    text = json.dumps({"nodes": [[]] * 5_000_000, "heads": []})      # 15 MB, ~300 MB parsed
    before = _rss_mb()
    with pytest.raises(ValueError, match="more than 4,000,000 values"):
        symbol_json.loads(text)
    assert _rss_mb() - before < 100


def test_graph_size_bounds(tmp_path, monkeypatch):
    chain = {"nodes": [{"op": "null", "name": "data", "inputs": []}]
             + [{"op": "relu", "name": f"r{i}", "inputs": [[i, 0, 0]]} for i in range(50)],
             "arg_nodes": [0], "heads": [[50, 0, 0]]}
    monkeypatch.setattr(symbol_json, "MAX_NODES", 40)
    with pytest.raises(ValueError, match="51 nodes exceed the limit of 40.*HYBRIDLINT_MAX_NODES"):
        symbol_json.loads(json.dumps(chain))
    wide = {"nodes": [{"op": "null", "name": "data", "inputs": []},
                      {"op": "Concat", "name": "c", "attrs": {"num_args": "5000", "dim": "1"},
                       "inputs": [[0, 0, 0]] * 5000}], "arg_nodes": [0], "heads": [[1, 0, 0]]}
    with pytest.raises(ValueError, match="5000 inputs exceed the limit of 4096 per node"):
        symbol_json.loads(json.dumps(wide))


def test_the_compiler_command_line_refuses_bad_flags_without_a_traceback(tmp_path):
    path = _one_op(tmp_path, "relu", {})
    for extra in (["--shape", "data=1,4", "--dtype", "evil"], ["--shape", "data=100000000,100000"]):
        proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime.compiler", path, *extra],
                              capture_output=True, text=True, timeout=120)
        assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
        assert proc.stderr.startswith("error: ")


def test_the_compiler_command_line_reports_an_unwritable_output(tmp_path):
    path = _one_op(tmp_path, "relu", {})
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime.compiler", path, "--shape", "data=1,4",
                           "--dot", str(tmp_path / "no" / "such" / "dir.dot")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr and "cannot write" in proc.stderr
