"""``check --fix --verify``: fixes are kept only when the fixed blocks compute what the originals did."""
from __future__ import annotations

import textwrap

import pytest

from hybridlint import analysis
from hybridlint.verify.fix_check import changed_classes

from .injected_fixes import engine_with, replace_fix

pytestmark = pytest.mark.usefixtures("mxnet_alias")


def write(project, rel: str, text: str):
    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text))
    return path


def entries(project, *pairs: tuple[str, str], extra: str = ""):
    body = "".join(f'[[tool.hybridlint.verify]]\ntarget = "{t}"\ninputs = ["{i}"]\n{extra}\n' for t, i in pairs)
    (project / "pyproject.toml").write_text("[tool.hybridlint]\n\n" + body)


EQUAL = """\
    from mxnet import gluon
    from mxnet.gluon import nn


    class Net(gluon.HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.fc = nn.Dense(6)

        def hybrid_forward(self, F, x):
            y = self.fc(x).reshape(2, 2, 3)
            return y[0] * 2, x.T


    class Unlisted(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            return x.reshape(1, -1)
"""


def test_equal_fixes_are_kept_and_reported(project, cli):
    path = write(project, "model.py", EQUAL)
    entries(project, ("model.py:Net", "2x5"))
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 0, result
    text = path.read_text()
    assert "reshape((2, 2, 3))" in text and "y[0]" not in text and "F.transpose(x)" in text
    assert "reshape((1, -1))" in text
    assert "model.py: verified Net: fixed eager and hybridized outputs match the original (2 outputs)" in result.err
    # no entry: verified on inputs found from what the block declares, and the report says how
    assert "model.py: verified Unlisted: fixed eager and hybridized outputs match the original" in result.err
    assert "[inputs 2x4x8x8: a common shape, the first that ran the original eagerly; add a " \
           "[[tool.hybridlint.verify]] entry to choose them]" in result.err


ALIAS = """\
    from mxnet import gluon


    class Alias(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            y = x
            y += 1          # also changes x, eagerly: `y = y + 1` does not
            return x * 2
"""


def test_fix_that_would_change_outputs_is_refused_before_verify(project, cli):
    # `y = y + 1` would leave x as it was, and x is read again: the fixer refuses it (it used to
    # offer it, and --verify rolled it back; test_unsafe_fix_with_other_semantics_is_rolled_back
    # keeps the roll back covered)
    path = write(project, "model.py", ALIAS)
    entries(project, ("model.py:Alias", "2x3"))
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 1, result
    assert path.read_text() == textwrap.dedent(ALIAS)
    assert "model.py:7:9: HYB004" in result.out and "`y` is bound to `x`'s array" in result.out
    assert "Fixed" not in result.out


def _fix(old: str, new: str, applicability: str = "unsafe"):
    def extra(source, path):
        return replace_fix(source, path, old, new, code="HYB003", applicability=applicability,
                           title="test fix")
    return extra


SCALE = """\
    from mxnet import gluon


    class Scale(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            return F.relu(x) * 2
"""


def test_unsafe_fix_with_other_semantics_is_rolled_back(project, cli, monkeypatch):
    engine = engine_with(_fix("F.relu(x) * 2", "F.relu(x) * 3"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = write(project, "model.py", SCALE)
    entries(project, ("model.py:Scale", "4x3"))
    assert cli("check", "--fix", "--verify", "model.py").rc == 1      # unsafe: not even tried
    assert path.read_text() == textwrap.dedent(SCALE)
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 1
    assert path.read_text() == textwrap.dedent(SCALE)
    assert "rolled back the fixes" in result.err and "fixed hybridized output 0 differs" in result.err
    # the same rewrite with equal semantics is kept
    engine2 = engine_with(_fix("F.relu(x) * 2", "2 * F.relu(x)"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine2)
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 0, result
    assert "return 2 * F.relu(x)" in path.read_text()
    assert "verified Scale" in result.err


def test_diff_verify_shows_only_verified_fixes(project, cli, monkeypatch):
    engine = engine_with(_fix("F.relu(x) * 2", "F.relu(x) * 3"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    write(project, "model.py", SCALE)
    entries(project, ("model.py:Scale", "4x3"))
    result = cli("check", "--diff", "--unsafe-fixes", "--verify", "model.py")
    assert "+++" not in result.out and "No errors would be fixed." in result.out
    assert "rolled back" in result.err


def test_fix_that_breaks_hybridization_is_rolled_back(project, cli, monkeypatch):
    # a construct no fixer rewrites (`0 * x.shape[0]` has one now: the size read with shape_array)
    engine = engine_with(_fix("F.relu(x) * 2", "F.relu(x) * 2 + 0 * float(x.asnumpy().sum())"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = write(project, "model.py", SCALE)
    entries(project, ("model.py:Scale", "4x3"))
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 1
    assert path.read_text() == textwrap.dedent(SCALE)
    assert "hybridized run of the fixed block failed" in result.err and "(the original hybridized)" in result.err


def test_fixed_file_that_does_not_import_is_rolled_back(project, cli, monkeypatch):
    engine = engine_with(_fix("from mxnet import gluon", "from mxnet import gluon, no_such_module_here"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = write(project, "model.py", SCALE)
    entries(project, ("model.py:Scale", "4x3"))
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 1 and path.read_text() == textwrap.dedent(SCALE)
    assert "importing the fixed file failed" in result.err


STILL_FAILS = """\
    from mxnet import gluon


    class Net(gluon.HybridBlock):
        def hybrid_forward(self, F, x):
            n = x.shape[0]
            return x.reshape(2, 6) * n
"""


def test_partial_fix_kept_when_the_original_did_not_hybridize_either(project, cli):
    path = write(project, "model.py", STILL_FAILS)
    entries(project, ("model.py:Net", "3x4"))
    result = cli("check", "--fix", "--verify", "model.py")
    assert result.rc == 1          # HYB001 has no fix and remains
    assert "x.reshape((2, 6))" in path.read_text()
    assert "verified Net eagerly (outputs match the original); it still does not hybridize" in result.err


def test_package_module_target_and_relative_import(project, cli):
    write(project, "pkg/__init__.py", "")
    write(project, "pkg/helpers.py", "SCALE = 3.0\n")
    path = write(project, "pkg/model.py", """\
        from mxnet import gluon
        from .helpers import SCALE


        class Net(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                return x.reshape(2, 6) * SCALE
    """)
    entries(project, ("pkg.model:Net", "3x4"))
    result = cli("check", "--fix", "--verify", "pkg")
    assert result.rc == 0, result
    assert "verified Net" in result.err and "reshape((2, 6))" in path.read_text()


def test_factory_function_entry(project, cli):
    path = write(project, "model.py", """\
        from mxnet import gluon


        class Net(gluon.HybridBlock):
            def __init__(self, cols, **kwargs):
                super().__init__(**kwargs)
                self.cols = cols

            def hybrid_forward(self, F, x):
                return x.reshape(-1, self.cols)


        def build():
            return Net(6)
    """)
    entries(project, ("model.py:build", "3x4"))
    result = cli("check", "--fix", "--verify", "model.py")
    assert result.rc == 0, result
    assert "verified build" in result.err and "reshape((-1, self.cols))" in path.read_text()


def test_original_that_fails_eagerly_is_not_verified_and_kept(project, cli):
    path = write(project, "model.py", STILL_FAILS.replace("reshape(2, 6)", "reshape(5, 7)"))
    entries(project, ("model.py:Net", "3x4"))
    result = cli("check", "--fix", "--verify", "model.py")
    assert "not verified Net: eager run of the original failed" in result.err
    assert "reshape((5, 7))" in path.read_text()


def test_verify_needs_fix(project, cli):
    write(project, "model.py", SCALE)
    result = cli("check", "--verify", "model.py")
    assert result.rc == 2 and "--verify checks fixes: use it with --fix" in result.err


def test_bad_entry_is_a_usage_error(project, cli):
    write(project, "model.py", STILL_FAILS)
    (project / "pyproject.toml").write_text('[[tool.hybridlint.verify]]\ntarget = "model.py:Net"\ninputs = ["3xq"]\n')
    result = cli("check", "--fix", "--verify", "model.py")
    assert result.rc == 2 and "input `3xq`" in result.err
    assert "reshape(2, 6)" in (project / "model.py").read_text()


def test_notebooks_are_fixed_unverified(project, cli):
    import json

    nb = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                     "source": ["from mxnet import gluon\n", "class Net(gluon.HybridBlock):\n",
                                "    def hybrid_forward(self, F, x):\n", "        return x.reshape(2, 6)\n"]}],
          "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    (project / "nb.ipynb").write_text(json.dumps(nb, indent=1))
    result = cli("check", "--fix", "--verify", "nb.ipynb")
    assert result.rc == 0
    assert "nb.ipynb: not verified: --verify checks .py files only" in result.err


def test_changed_classes():
    before = textwrap.dedent("""\
        import x

        class A:
            def f(self):
                return 1

        class B:
            pass
    """)
    assert changed_classes(before, before) == []
    assert changed_classes(before, before.replace("return 1", "return (1)")) == []   # layout only
    assert changed_classes(before, before.replace("return 1", "return 2")) == ["A"]
    assert changed_classes(before, before.replace("import x", "import y")) == ["A", "B"]


def test_entry_of_a_subclass_or_container_covers_the_changed_block(project, cli):
    path = write(project, "model.py", """\
        from mxnet import gluon
        from mxnet.gluon import nn


        class Body(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                return x.reshape(2, 6)


        class Wrapped(gluon.HybridBlock):
            def __init__(self, **kwargs):
                super().__init__(**kwargs)
                with self.name_scope():
                    self.body = Body()
                    self.out = nn.Dense(3)

            def hybrid_forward(self, F, x):
                return self.out(self.body(x))


        class Base(gluon.HybridBlock):
            def hybrid_forward(self, F, x):
                return F.relu(x).reshape(6, 2)


        class Child(Base):
            pass
    """)
    entries(project, ("model.py:Wrapped", "3x4"), ("model.py:Child", "3x4"))
    result = cli("check", "--fix", "--verify", "model.py")
    assert result.rc == 0, result
    assert "verified Wrapped" in result.err and "verified Child" in result.err
    assert "not verified" not in result.err
    assert "reshape((2, 6))" in path.read_text() and "reshape((6, 2))" in path.read_text()


def test_standard_input_is_verified_too(project, cli, monkeypatch):
    import io
    import sys

    engine = engine_with(_fix("F.relu(x) * 2", "F.relu(x) * 3"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    write(project, "model.py", SCALE)
    entries(project, ("model.py:Scale", "4x3"))
    data = textwrap.dedent(SCALE).encode()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    out = io.StringIO()
    from hybridlint.cli import main

    err = io.StringIO()
    assert main(["check", "-", "--fix", "--unsafe-fixes", "--verify", "--stdin-filename", "model.py"], stdout=out, stderr=err) == 1
    assert out.getvalue() == textwrap.dedent(SCALE)      # rolled back: the source comes back unchanged
    assert "rolled back the fixes" in err.getvalue()


SHUFFLE = """\
    from mxnet.gluon import nn


    class Shuffle(nn.HybridBlock):
        def __init__(self, groups=2, **kwargs):
            super().__init__(**kwargs)
            self.groups = groups
            with self.name_scope():
                self.conv = nn.Conv2D(6, 1, in_channels=3)

        def hybrid_forward(self, F, x):
            x = self.conv(x)
            b, c, h, w = x.shape
            x = x.reshape((b, self.groups, c // self.groups, h, w))
            x = F.swapaxes(x, 1, 2)
            return x.reshape((b, c, h, w))


    class NeedsArgs(nn.HybridBlock):
        def __init__(self, units, **kwargs):
            super().__init__(**kwargs)
            self.units = units

        def hybrid_forward(self, F, x):
            return x.reshape((x.shape[0], -1))
"""


def test_shape_fix_without_an_entry_is_verified_on_declared_inputs(project, cli):
    path = write(project, "model.py", SHUFFLE)
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 0, result
    text = path.read_text()
    assert ".shape" not in text and "x.reshape((0, -3, 0, 0))" in text
    # the conv declares 3 input channels: that is the shape used
    assert ("model.py: verified Shuffle: fixed eager and hybridized outputs match the original (1 output) "
            "[inputs 2x3x8x8: the input size its layers declare") in result.err
    assert ("model.py: not verified NeedsArgs: no input shape (it cannot be built without arguments "
            "(TypeError)) -- add a [[tool.hybridlint.verify]] entry") in result.err


def test_wrong_fix_without_an_entry_is_rolled_back(project, cli, monkeypatch):
    engine = engine_with(_fix("F.relu(x) * 2", "F.relu(x) * 3"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = write(project, "model.py", SCALE)
    result = cli("check", "--fix", "--unsafe-fixes", "--verify", "model.py")
    assert result.rc == 1
    assert path.read_text() == textwrap.dedent(SCALE)
    assert "rolled back the fixes" in result.err and "Scale: fixed eager output 0 differs" in result.err
