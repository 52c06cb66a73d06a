"""README.md stays true: its rule table is the rules' data, its quick start the Makefile's
targets, and every code block (python, console, toml, yaml) does what it shows."""
import re
from pathlib import Path

from hybridlint import ruledocs

ROOT = Path(__file__).resolve().parents[1]


def test_rule_table_is_generated_from_the_rules():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert ruledocs.render(text) == text, "README.md is stale: run python -m hybridlint.ruledocs --write"


def test_rule_pages_are_generated_from_the_rules():
    """docs/rules/<CODE>.md is what a finding's `url` links to: one page per code, current."""
    pages = ruledocs.rule_pages()
    on_disk = {p.name for p in (ROOT / "docs" / "rules").glob("HYB*.md")}
    assert on_disk == set(pages), "docs/rules is stale: run python -m hybridlint.ruledocs --write"
    for name, text in pages.items():
        assert (ROOT / "docs" / "rules" / name).read_text(encoding="utf-8") == text, name


def test_quick_start_commands_exist_in_the_makefile():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in ("demo", "test"):
        assert f"make {target}" in text
        assert re.search(rf"^{target}:", makefile, re.M), target


def test_python_examples_run_as_written(tmp_path):
    """Each ```python block of README.md runs (under the runtime's `mxnet` alias); a block that
    defines test_* functions has them called."""
    import subprocess
    import sys

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert blocks
    for i, block in enumerate(blocks):
        script = tmp_path / f"readme_{i}.py"
        script.write_text(block + "\n\nfor _name, _fn in list(globals().items()):\n"
                          "    if _name.startswith('test_') and callable(_fn):\n        _fn()\n")
        got = subprocess.run([sys.executable, "-m", "hybridlint.runtime", str(script)], capture_output=True,
                             text=True, cwd=tmp_path, timeout=120)
        assert got.returncode == 0, f"README python block {i}:\n{block}\n{got.stderr[-2000:]}"


def _blocks(lang):
    return re.findall(rf"```{lang}\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"),
                      re.S)


SRC_WITH_HYB003 = """\
from mxnet.gluon import HybridBlock


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        return x[0]
"""


def test_console_example_is_what_check_prints(tmp_path, monkeypatch):
    """The ```console block's command runs as shown and prints findings in the shown form."""
    from .inprocess import enter_project, run_main
    (console,) = _blocks("console")
    command, shown = console.strip().split("\n", 1)
    args = command.removeprefix("$ hybridlint ").split()
    enter_project(tmp_path, monkeypatch)
    for d in args[1:]:
        (tmp_path / d).mkdir()
    (tmp_path / "src" / "model.py").write_text(SRC_WITH_HYB003)
    got = run_main(*args)
    assert got.rc == 1, got
    form = re.compile(r"^(\S+):(\d+):(\d+): (HYB\d{3}) ")
    want = form.match(shown)
    line = next(ln for ln in got.out.splitlines() if form.match(ln))
    assert form.match(line).group(4) == want.group(4) == "HYB003"
    assert line.startswith("src/model.py:6:")


def test_toml_example_is_a_valid_configuration(tmp_path, monkeypatch):
    from .inprocess import enter_project, run_main
    (toml,) = _blocks("toml")
    enter_project(tmp_path, monkeypatch)
    (tmp_path / "pyproject.toml").write_text(toml)
    (tmp_path / "m.py").write_text(SRC_WITH_HYB003)
    got = run_main("check", "--show-settings", "m.py")
    assert got.rc == 0, got
    enabled = next(ln for ln in got.out.splitlines() if "enabled rules" in ln)
    assert "HYB003" in enabled and "HYB011" not in enabled          # ignore = ["HYB011"]
    assert "tests/* " in got.out and "legacy/" in got.out


def test_precommit_examples_name_real_hooks_and_a_working_entry(tmp_path, monkeypatch):
    from .inprocess import enter_project, run_main
    hooks = (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
    defined = set(re.findall(r"^- id: ([\w-]+)", hooks, re.M))
    local, remote = _blocks("yaml")
    named = set(re.findall(r"id: ([\w-]+)", remote))
    assert named and named <= defined
    entry = re.search(r"entry: (.*)", local).group(1).split()
    assert entry[0] == "hybridlint"
    enter_project(tmp_path, monkeypatch)
    (tmp_path / "m.py").write_text(SRC_WITH_HYB003)
    got = run_main(*entry[1:], "m.py")          # pre-commit appends the staged files
    assert got.rc == 1 and "HYB003" in got.out, got


TRAIN_SCRIPT = """\
import mxnet as mx
from mxnet import autograd, gluon
from mxnet.gluon import nn

net = nn.Dense(2)
net.initialize()
trainer = gluon.Trainer(net.collect_params(), "sgd", {"learning_rate": 0.1})
x, y = mx.nd.ones((4, 3)), mx.nd.array([0, 1, 0, 1])
with autograd.record():
    loss = gluon.loss.SoftmaxCrossEntropyLoss()(net(x), y)
loss.backward()
trainer.step(4)
print("trained", mx.__version__)
"""


def _export_small_model(folder):
    """model-symbol.json and model-0000.params of a small conv net, as README's block makes."""
    import subprocess
    import sys
    script = ("import mxnet as mx\nfrom mxnet.gluon import nn\n"
              "net = nn.HybridSequential()\nnet.add(nn.Conv2D(4, 3), nn.Flatten(), nn.Dense(2))\n"
              "net.initialize()\nnet.hybridize()\nnet(mx.nd.ones((1, 3, 32, 32)))\n"
              "net.export('model')\n")
    (folder / "make_model.py").write_text(script)
    subprocess.run([sys.executable, "-m", "hybridlint.runtime", "make_model.py"], cwd=folder,
                   check=True, capture_output=True, timeout=120)


def test_shell_commands_run_as_written(tmp_path):
    """Every command of README's ```sh blocks: run here as written, or (make) checked to be what
    other tests run; a command this test does not know fails it, so new ones get covered."""
    import shlex
    import subprocess
    import sys

    commands = [line.split("#")[0].strip() for block in _blocks("sh")
                for line in block.splitlines() if line.strip()]
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for command in commands:
        argv = shlex.split(command)
        if argv == ["make", "demo"]:
            # tests/verify/test_demo.py runs examples/demo.py, which is all the target does
            assert re.search(r"^demo:.*\n\t\$\(VPY\) examples/demo.py$", makefile, re.M)
        elif argv == ["make", "test"]:
            # the command that runs this very test
            assert re.search(r"^test:.*\n\t\$\(VPY\) -m pytest -n auto --dist worksteal$", makefile, re.M)
        elif argv[:3] == ["python", "-m", "hybridlint.runtime"]:
            (tmp_path / argv[3]).write_text(TRAIN_SCRIPT)
            got = subprocess.run([sys.executable, *argv[1:]], cwd=tmp_path, capture_output=True,
                                 text=True, timeout=120)
            assert got.returncode == 0 and "trained 1.9.1" in got.stdout, got.stderr
        elif argv[:2] == ["hybridlint", "export-onnx"]:
            _export_small_model(tmp_path)
            got = subprocess.run([sys.executable, "-m", "hybridlint", *argv[1:]], cwd=tmp_path,
                                 capture_output=True, text=True, timeout=120)
            assert got.returncode == 0, got.stderr
            assert (tmp_path / argv[argv.index("-o") + 1]).stat().st_size > 0
        else:
            raise AssertionError(f"README command not covered by a test: {command}")


def test_inline_commands_without_placeholders_run_as_written(tmp_path):
    """The prose's own commands that need no file of yours: rule lookups and the compiler report
    (placeholders such as PATH/FILE/TARGET, pip and the write-back generators are not run)."""
    import shutil
    import subprocess
    import sys

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    inline = set(re.findall(r"`((?:hybridlint|python -m) [^`]*)`", text))
    runnable = {c for c in inline if not re.search(r"[A-Z]{4,}|\.\.\.|--write|--fix|server", c)}
    assert {"hybridlint rule HYB003", "hybridlint rule tensor-indexing", "hybridlint rule --all",
            "python -m hybridlint.runtime.compiler model-symbol.json --shape data=1,512"} == runnable
    shutil.copy(ROOT / "tests" / "fixtures" / "mxnet" / "mlp" / "model-symbol.json", tmp_path)
    for command in sorted(runnable):
        argv = command.split()
        argv = ["-m", "hybridlint", *argv[1:]] if argv[0] == "hybridlint" else argv[1:]
        got = subprocess.run([sys.executable, *argv], cwd=tmp_path, capture_output=True,
                             text=True, timeout=120)
        assert got.returncode == 0 and got.stdout.strip(), (command, got.stderr[-1000:])
