"""`hybridlint verify` end to end, in-process."""
import json
import os
import sys
import textwrap

import pytest

from .conftest import EXAMPLES, MODELS, REPO, line_of, run_cli


@pytest.fixture(autouse=True)
def _at_repo(monkeypatch):
    monkeypatch.chdir(REPO)


@pytest.mark.parametrize("target, inputs, args", [
    ("examples/lenet.py:LeNet", ["2x1x28x28"], None),
    ("examples/lenet.py", ["2x1x28x28:float32"], '{"classes": 3}'),
    ("examples/tutorial_mlp.py:get_net", ["3x512"], None),
    ("examples/tutorial_mlp.py:MLP", ["3x20"], '{"hidden": 16}'),
])
def test_good_examples_verify_equal(target, inputs, args):
    argv = ["verify", target] + [f"--input={s}" for s in inputs] + (["--args", args] if args else [])
    code, out, err = run_cli(*argv)
    assert code == 0, out + err
    assert "hybridized " in out and "static (fresh copy)" in out
    assert out.rstrip().splitlines()[-1].startswith("OK: hybridized outputs match eager (2 modes, 1 output)")


def test_divergence_exits_1_with_table():
    code, out, err = run_cli("verify", f"{MODELS}:CountingBlock", "--input", "4x6")
    assert code == 1, out + err
    rows = {line.split()[0] + " " + line.split()[1]: line for line in out.splitlines()
            if line.startswith(("  hybridized", "  static"))}
    assert "DIFFER" in rows["hybridized 0"]
    # the fresh copy is traced on its first call, so it sees the same count as the eager run
    assert rows["static (fresh"].rstrip().endswith("ok")
    assert "DIFFER: 1 of 2 comparisons failed" in out
    # eager added 1, the traced graph froze 2: every element is off by exactly 1
    assert "max abs err 1, max rel err" in out
    assert "worst element at index (" in out


def test_tolerance_options_decide():
    code, out, _ = run_cli("verify", f"{MODELS}:CountingBlock", "--input", "4x6",
                           "--args", '{"step": 1e-6}')
    assert code == 0, out  # 1e-6 is inside float32's default atol 1e-5
    code, out, _ = run_cli("verify", f"{MODELS}:CountingBlock", "--input", "4x6",
                           "--args", '{"step": 1e-6}', "--atol", "0", "--rtol", "0")
    assert code == 1, out


def test_nested_outputs_are_flattened_and_labelled():
    code, out, _ = run_cli("verify", f"{MODELS}:TwoOutputs", "--input", "2x3", "--format", "json")
    assert code == 1
    (result,) = json.loads(out)
    status = {(c["mode"], c["output"]): c["status"] for c in result["comparisons"]}
    assert status[("hybridized", "0")] == "ok"
    assert status[("hybridized", "1.0")] == "ok"
    assert status[("hybridized", "1.1")] == "differ"
    assert result["status"] == "differ" and result["exit_code"] == 1


def test_tracing_failure_names_file_line_and_rule():
    line = line_of(EXAMPLES / "bad_blocks.py", "return h[0]")
    code, out, _ = run_cli("verify", "examples/bad_blocks.py:FirstRow", "--input", "4x8")
    assert code == 1
    assert f"FAILED: hybridize failed at examples/bad_blocks.py:{line}: HYB003" in out
    assert "F.slice_axis" in out
    assert "hybridlint rule HYB003" in out


@pytest.mark.parametrize("block, text, code", [
    ("FlattenByShape", "x.reshape((x.shape[0], -1))", "HYB001"),
    ("AccumulateResidual", "out += x", "HYB004"),
    ("AddBias", "return x + F.ones((1, 1))", "HYB008"),
    ("EagerRelu", "return nd.relu(", "HYB007"),
    ("DataDependentBranch", "if x.sum() > 0:", "HYB006"),
    ("FluentReshape", "x.reshape(0, 2, -1)", "HYB009"),
])
def test_every_bad_example_fails_where_the_linter_points(block, text, code):
    line = line_of(EXAMPLES / "bad_blocks.py", text)
    rc, out, _ = run_cli("verify", f"examples/bad_blocks.py:{block}", "--input", "4x8", "--format", "json")
    assert rc == 1
    (result,) = json.loads(out)
    assert result["status"] == "hybridize-failed"
    assert result["failure"]["code"] == code
    assert result["failure"]["location"] == f"examples/bad_blocks.py:{line}"


def test_json_format_for_equal_block():
    code, out, _ = run_cli("verify", f"{MODELS}:make_mlp", "--input", "2x7", "--format", "json", "--seed", "3")
    assert code == 0
    (result,) = json.loads(out)
    assert result["status"] == "equal" and result["seed"] == 3
    assert [c["mode"] for c in result["comparisons"]] == ["hybridized", "static (fresh copy)"]
    assert all(c["max_abs_err"] <= 1e-5 for c in result["comparisons"])


def test_factories_that_initialize_and_several_typed_inputs():
    assert run_cli("verify", f"{MODELS}:make_initialized", "--input", "2x7")[0] == 0
    code, out, err = run_cli("verify", f"{MODELS}:Embedder", "--input", "2x5:int32", "--input", "2x5")
    assert code == 0, out + err
    assert "2x5 int32, 2x5 float32" in out


def test_npy_input(tmp_path):
    import numpy as np

    np.save(tmp_path / "x.npy", np.linspace(-1, 1, 14, dtype=np.float32).reshape(2, 7))
    code, out, err = run_cli("verify", f"{MODELS}:make_mlp", "--input", str(tmp_path / "x.npy"))
    assert code == 0, out + err


def test_non_finite_outputs_are_flagged():
    code, out, _ = run_cli("verify", f"{MODELS}:LogBlock", "--input", "3x4")
    assert code == 1
    assert "NON-FINITE" in out and "NaN or inf" in out
    code, out, _ = run_cli("verify", f"{MODELS}:LogBlock", "--input", "3x4", "--allow-nonfinite")
    assert code == 0, out


def test_module_target(tmp_path, monkeypatch):
    pkg = tmp_path / "mypkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "model.py").write_text(textwrap.dedent("""\
        from mxnet.gluon import nn

        class Net(nn.HybridBlock):
            def __init__(self, units=3, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.out = nn.Dense(units)

            def hybrid_forward(self, F, x):
                return F.tanh(self.out(x))
        """))
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("verify", "mypkg.model:Net", "--input", "2x4", "--args", '{"units": 2}')
    assert code == 0, out + err
    assert "verify mypkg.model:Net (Net)" in out


PACKAGED_NET = """\
{line}
from mxnet.gluon import nn


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(2)

    def hybrid_forward(self, F, x):
        return Act(F, self.out(x))
"""


def _package(tmp_path, name, line, *, namespace=""):
    """src/[namespace/]NAME/{__init__,layers,model}.py, model.py importing layers by ``line``."""
    pkg = tmp_path / "src" / namespace / name
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("from . import layers\n")
    (pkg / "layers.py").write_text("def Act(F, x):\n    return F.tanh(x)\n")
    (pkg / "model.py").write_text(PACKAGED_NET.format(line=line))
    return pkg


@pytest.mark.parametrize("line", ["from {pkg}.layers import Act", "from .layers import Act",
                                  "from . import layers\nAct = layers.Act"])
def test_file_target_inside_a_package_is_imported_as_its_module(tmp_path, monkeypatch, line):
    """A file inside a package is imported as the package's module (found on xwind-h/nlp-practice's
    src/ layout, where `verify src/nlptc/model/cnnwe.py:CNNWE` failed on "No module named 'nlptc'"),
    and the module target names the same block; the import path is as it was afterwards."""
    name = f"filetarget{len(line)}"
    _package(tmp_path, name, line.format(pkg=name))
    monkeypatch.chdir(tmp_path)
    path_before = list(sys.path)
    code, out, err = run_cli("verify", f"src/{name}/model.py:Net", "--input", "2x3")
    assert code == 0, out + err
    assert sys.path == path_before
    assert sys.modules[f"{name}.model"].__file__ == str(tmp_path / "src" / name / "model.py")
    monkeypatch.chdir(tmp_path / "src")
    code, out, err = run_cli("verify", f"{name}.model:Net", "--input", "2x3")
    assert code == 0, out + err


def test_file_target_under_a_namespace_package_names_the_module_target(tmp_path, monkeypatch):
    """A folder without __init__.py above the package (a namespace package) ends the walk up from
    the file: an import through it fails, and the message names the module target that works."""
    name = f"nsfiletarget{os.getpid()}"
    _package(tmp_path, "inner", f"from {name}.inner.layers import Act", namespace=name)
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("verify", f"src/{name}/inner/model.py:Net", "--input", "1x2")
    assert code == 2, out + err
    assert f"model.py is part of the package `{name}`: name it as a module, `{name}.inner.model:Net`, and " \
           f"run from {tmp_path / 'src'}" in out + err
    assert "Traceback" not in out + err
    monkeypatch.chdir(tmp_path / "src")
    code, out, err = run_cli("verify", f"{name}.inner.model:Net", "--input", "1x2")
    assert code == 0, out + err


def test_a_package_of_the_same_name_imported_already_is_not_replaced(tmp_path, monkeypatch):
    """`json/model.py` of a project: importing it as `json.model` would find the standard library's
    json, already imported; the file is imported alone, as before, and its package import fails
    with the reason named."""
    pkg = _package(tmp_path, "json", "from json.layers import Act")
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("verify", "src/json/model.py:Net", "--input", "1x2")
    assert code == 2, out + err
    assert "model.py is part of the package `json`, but a module of that name is already imported from " \
           f"{sys.modules['json'].__file__}: rename the package" in out + err
    assert sys.modules["json"].__file__ != str(pkg / "__init__.py")


@pytest.mark.parametrize("argv, message", [
    (["verify", "examples/nope.py:Net", "--input", "1x2"], "no such file"),
    (["verify", "examples/lenet.py:Lenet", "--input", "1x2"], "has no `Lenet`; blocks and functions defined there: LeNet"),
    (["verify", "examples/bad_blocks.py", "--input", "1x2"], "name the block to verify"),
    (["verify", "no_such_pkg.model:Net", "--input", "1x2"], "cannot import no_such_pkg.model"),
    (["verify", "examples/lenet.py:LeNet"], "give the block's input shapes"),
    (["verify", "examples/lenet.py:LeNet", "--input", "2by3"], "sizes joined by `x`"),
    (["verify", "examples/lenet.py:LeNet", "--input", "2x0"], "at least 1"),
    (["verify", "examples/lenet.py:LeNet", "--input", "2x3:complex64"], "unknown dtype `complex64`"),
    (["verify", "examples/lenet.py:LeNet", "--input", "100000x100000"], "elements"),
    (["verify", "examples/lenet.py:LeNet", "--input", "1x2", "--args", "{units: 3}"], "--args is not valid JSON"),
    (["verify", "examples/lenet.py:LeNet", "--input", "1x2", "--args", "[1]"], "JSON object"),
    (["verify", "examples/lenet.py:LeNet", "--input", "1x1x28x28", "--args", '{"clases": 3}'],
     "unexpected keyword argument 'clases'"),
    (["verify", f"{MODELS}:not_a_block", "--input", "1x2"], "returned a int, not a Gluon Block"),
    (["verify", f"{MODELS}:broken_factory", "--input", "1x2"], "KeyError"),
    (["verify", "examples/lenet.py:LeNet", "--input", "1x3"], "eager run failed"),
    (["verify", "examples/lenet.py:LeNet", "--input", "1x1x28x28", "--ctx", "tpu"], "use cpu, gpu or gpu:N"),
    (["verify", "examples/lenet.py:LeNet", "--input", "1x1x28x28", "--rtol", "-1"], "non-negative"),
    (["verify", "examples/lenet.py:LeNet", "--input", "1x1x28x28", "--format", "xml"], ""),
])
def test_usage_errors_exit_2_with_a_clear_message(argv, message):
    code, out, err = run_cli(*argv)
    assert code == 2, out + err
    assert message in out + err
    assert "Traceback" not in out + err


def test_broken_factory_error_names_its_line():
    line = line_of(MODELS, 'return {}["missing"]')
    _, out, _ = run_cli("verify", f"{MODELS}:broken_factory", "--input", "1x2")
    assert f"models.py:{line}: KeyError" in out


def test_syntax_error_in_model_file(tmp_path):
    (tmp_path / "m.py").write_text("def f(:\n")
    code, out, _ = run_cli("verify", f"{tmp_path / 'm.py'}:f", "--input", "1x2")
    assert code == 2
    assert "m.py:1: syntax error" in out


def _write_pyproject(directory, body):
    (directory / "pyproject.toml").write_text(textwrap.dedent(body))


def test_pyproject_entries(tmp_path, monkeypatch):
    _write_pyproject(tmp_path, f"""\
        [tool.hybridlint]

        [[tool.hybridlint.verify]]
        target = "{EXAMPLES / 'lenet.py'}:LeNet"
        inputs = ["2x1x28x28"]
        args = {{ classes = 4 }}

        [[tool.hybridlint.verify]]
        target = "models.py:make_mlp"
        inputs = ["3x5"]
        rtol = 1e-3
        atol = 1e-4
        seed = 7
        """)
    (tmp_path / "models.py").write_text(MODELS.read_text())
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("verify")
    assert code == 0, out + err
    assert out.count("OK: hybridized outputs match eager") == 2
    assert "0.001/0.0001" in out and "seed 7" in out
    assert "2 targets: 2 equal" in out
    # the entries are found from a subdirectory too, and relative targets stay relative to the file
    sub = tmp_path / "sub"
    sub.mkdir()
    monkeypatch.chdir(sub)
    code, out, _ = run_cli("verify", "--format", "json")
    assert code == 0
    assert [r["status"] for r in json.loads(out)] == ["equal", "equal"]


def test_pyproject_entry_that_differs_and_explicit_config(tmp_path, monkeypatch):
    (tmp_path / "models.py").write_text(MODELS.read_text())
    _write_pyproject(tmp_path, """\
        [[tool.hybridlint.verify]]
        target = "models.py:CountingBlock"
        inputs = ["2x3"]

        [[tool.hybridlint.verify]]
        target = "models.py:make_mlp"
        inputs = ["2x3"]
        """)
    monkeypatch.chdir(REPO)
    code, out, _ = run_cli("verify", "--config", str(tmp_path / "pyproject.toml"))
    assert code == 1
    assert "entry 1" in out and "DIFFER" in out
    assert "2 targets: 1 equal, 1 differ" in out


@pytest.mark.parametrize("body, message", [
    ('[[tool.hybridlint.verify]]\ntarget = "m.py:N"\ninputs = ["1x2"]\nrtoll = 1\n', "unknown key `rtoll`"),
    ('[[tool.hybridlint.verify]]\ninputs = ["1x2"]\n', "`target` must be a string"),
    ('[[tool.hybridlint.verify]]\ntarget = "m.py:N"\n', "`inputs` must be a list"),
    ('[[tool.hybridlint.verify]]\ntarget = "m.py:N"\ninputs = ["1y2"]\n', "entry 1: input `1y2`"),
    ('[[tool.hybridlint.verify]]\ntarget = "m.py:N"\ninputs = ["1x2"]\nseed = -1\n', "`seed` must be"),
    ('[[tool.hybridlint.verify]]\ntarget = "m.py:N"\ninputs = ["1x2"]\natol = "big"\n', "`atol` must be"),
    ('[[tool.hybridlint.verify]\n', "not valid TOML"),
])
def test_bad_pyproject_entries(tmp_path, monkeypatch, body, message):
    (tmp_path / "pyproject.toml").write_text(body)
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("verify")
    assert code == 2
    assert message in err, err


def test_nothing_to_verify(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("verify")
    assert code == 2 and "nothing to verify" in err


def test_use_real_mxnet_without_mxnet_is_a_usage_error():
    try:
        import mxnet
        if not getattr(mxnet, "__hybridlint_alias__", False):
            pytest.skip("a real MXNet is installed")
    except ImportError:
        pass
    code, _, err = run_cli("verify", "examples/lenet.py:LeNet", "--input", "1x1x28x28", "--use-real-mxnet")
    assert code == 2
    assert "--use-real-mxnet" in err


def test_importing_the_cli_and_testing_helper_stays_light():
    import subprocess
    import sys

    code = ("import sys, hybridlint, hybridlint.cli, hybridlint.testing; hybridlint.cli.build_parser(); "
            "bad = [m for m in sys.modules if m in ('numpy', 'hybridlint.runtime') or "
            "m.startswith('hybridlint.verify.') and m != 'hybridlint.verify.cli']; "
            "print(bad); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO,
                          env={**os.environ, "PYTHONPATH": ""}, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_prints_of_the_model_do_not_corrupt_json():
    code, out, err = run_cli("verify", f"{MODELS}:Printing", "--input", "2x2", "--format", "json")
    assert code == 0
    assert json.loads(out)[0]["status"] == "equal"
    assert "hybrid_forward sees NDArray" in err and "hybrid_forward sees Symbol" in err


def test_wrong_number_of_inputs_is_reported_as_an_eager_failure():
    code, out, _ = run_cli("verify", "examples/lenet.py:LeNet", "--input", "1x1x28x28", "--input", "1x1x28x28")
    assert code == 2
    assert "eager run failed" in out and "check --input" in out


def test_model_file_that_exits_or_raises_at_import(tmp_path):
    (tmp_path / "script.py").write_text("import sys\nsys.exit(3)\n")
    code, out, _ = run_cli("verify", f"{tmp_path / 'script.py'}:Net", "--input", "1x2")
    assert code == 2 and "called sys.exit(3)" in out
    (tmp_path / "boom.py").write_text("x = 1\nraise RuntimeError('no data dir')\n")
    code, out, _ = run_cli("verify", f"{tmp_path / 'boom.py'}:Net", "--input", "1x2")
    assert code == 2 and "boom.py:2: RuntimeError: no data dir" in out


def test_inline_verify_array_and_unrelated_pyprojects(tmp_path, monkeypatch):
    (tmp_path / "models.py").write_text(MODELS.read_text())
    (tmp_path / "pyproject.toml").write_text(
        '[tool.hybridlint]\nverify = [{ target = "models.py:make_mlp", inputs = ["2x3"] }]\n')
    inner = tmp_path / "inner"
    inner.mkdir()
    (inner / "pyproject.toml").write_text('[project]\nname = "inner"\n')  # not ours: look further up
    monkeypatch.chdir(inner)
    code, out, err = run_cli("verify")
    assert code == 0, out + err
    assert "entry 1" in out


def test_shape_difference_is_reported_without_error_values():
    code, out, _ = run_cli("verify", f"{MODELS}:ShapeShifter", "--input", "3x2")
    assert code == 1
    row = next(line for line in out.splitlines() if line.startswith("  hybridized "))
    assert row.split()[-1] == "SHAPE" and " - " in row
    assert "shape (2, 2) but eager gave (1, 2)" in out
