"""The Gluon hybridization tutorials, run unchanged as scripts under ``python -m hybridlint.runtime``."""
import json
import pathlib
import re
import subprocess
import sys

import pytest

HERE = pathlib.Path(__file__).parent / "tutorials"


def _run(script, cwd):
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime", str(HERE / script)],
                          cwd=cwd, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def test_mlp_tutorial(tmp_path):
    out = _run("mlp_hybridize.py", tmp_path)
    eager_hybrid = re.findall(r"=== net\(x\) ===\n(\[\[.*?\]\])", out)
    assert len(eager_hybrid) == 2 and eager_hybrid[0] == eager_hybrid[1]
    assert "<NDArray 1x2 @cpu(0)>" in out
    assert "=== input data holder ===\n<Symbol data>" in out
    # get_net() is called again each time, so the prefix counter moves on (as in MXNet)
    assert "=== the symbolic program of net===\n<Symbol hybridsequential2_dense2_fwd>" in out
    graph = json.loads(out[out.index("{\n"):out.index("=== imported")])
    ops = [n["op"] for n in graph["nodes"] if n["op"] != "null"]
    assert ops == ["FullyConnected", "Activation", "FullyConnected", "Activation", "FullyConnected"]
    assert graph["attrs"] == {"mxnet_version": ["int", 10901]}
    assert re.search(r"=== imported === 0\.0\b", out)
    assert (tmp_path / "model-symbol.json").exists() and (tmp_path / "model-0001.params").exists()
    assert re.search(r"Before hybridizing: \d+\.\d{4} sec\nAfter hybridizing: \d+\.\d{4} sec", out)


def test_lenet_tutorial_prints_show_when_hybrid_forward_runs(tmp_path):
    out = _run("lenet_hybrid.py", tmp_path)
    # print(x) inside hybrid_forward: once per call before hybridize (NDArrays), once in
    # total for the two calls after hybridize (the trace), once more for the symbol call.
    prints = re.findall(r"<(NDArray 16x1x28x28 @cpu\(0\)|Symbol data)>", out)
    assert prints == ["NDArray 16x1x28x28 @cpu(0)", "NDArray 16x1x28x28 @cpu(0)",
                      "Symbol data", "Symbol data"]
    assert "<Symbol net0_dot0>" in out
    graph = json.loads(out[out.index("{\n"):out.index("=== imported")])
    names = [n["name"] for n in graph["nodes"]]
    assert names[:4] == ["data", "net0_conv0_weight", "net0_conv0_bias", "net0_conv0_fwd"]
    assert "net0_fc3_weight" in names and names[-1] == "net0_dot0"
    assert re.search(r"=== imported === 0\.0\b", out)


def test_hybrid_concurrent_exercise(tmp_path):
    out = _run("hybrid_concurrent.py", tmp_path)
    assert "max diff 0.0" in out
    assert "HybridConcurrent(\n    (0): Dense(8 -> 4, linear)" in out
    graph = json.loads(out[out.index("{\n"):])
    concat = [n for n in graph["nodes"] if n["op"] == "Concat"]
    assert len(concat) == 1
    assert concat[0]["name"] == "hybridsequential0_hybridconcurrent0_concat0"
    assert concat[0]["attrs"] == {"dim": "1", "num_args": "2"}


@pytest.mark.parametrize("args,code,text", [
    ([], 2, "usage"),
    (["--help"], 0, "usage"),
    (["nonexistent_script.py"], 2, "can't open file"),
    (["-c", "import mxnet as mx; print(mx.__version__, mx.nd.ones((2,)).sum().asscalar())"],
     0, "1.9.1 2.0"),
])
def test_runner_command_line(args, code, text, tmp_path):
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime"] + args, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == code, proc.stderr
    assert text in proc.stdout + proc.stderr


def test_runner_passes_argv_and_exit_code(tmp_path):
    script = tmp_path / "s.py"
    script.write_text("import sys\nimport mxnet\nprint(sys.argv)\nsys.exit(3)\n")
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime", str(script), "a", "-b"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 3
    assert proc.stdout.strip() == repr([str(script), "a", "-b"])


def test_runner_runs_a_module(tmp_path):
    (tmp_path / "hello_mod.py").write_text(
        "import sys\nimport mxnet as mx\nprint('mod', mx.__version__, sys.argv[1:])\n")
    proc = subprocess.run([sys.executable, "-m", "hybridlint.runtime", "-m", "hello_mod", "x"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "mod 1.9.1 ['x']"


def test_no_tutorial_script_shadows_a_standard_module():
    # a script's folder goes first on sys.path: a `concurrent.py` there was imported by cupy's
    # `import concurrent.futures` in the middle of the runtime's own imports (python 3.12 + cupy)
    shadowing = sorted(p.name for p in HERE.glob("*.py") if p.stem in sys.stdlib_module_names)
    assert shadowing == []
