"""`array-mode = "numpy"`: a file with no numpy-mode marker of its own, read as the project runs it.

MXNet's numpy switch is global: a training script that calls ``npx.set_np()`` and imports the
model module runs the model's ``hybrid_forward`` in numpy mode, though model.py says nothing.
Checked in MXNet 1.9.1 (CPU) with the two modules apart (train.py: ``npx.set_np()`` then
``from model import Head``): ``x[:, 0] + x.T[0]`` hybridized equals eager; the same block in a
module that calls ``npx.reset_np()`` at module level, imported after the script's ``set_np()``,
fails hybridized with "TypeError: Symbol only support integer index to fetch i-th output".
"""
from __future__ import annotations

import pickle
import textwrap

import pytest

from hybridlint.engine.index import ProjectIndex
from hybridlint.rules import analyze

# each VALID under the setting is INVALID (one finding of its code) in "auto": legacy semantics
BASIC_INDEXING = [
    ("return x[:, 0]", "HYB003"),
    ("return x.T", "HYB001"),
    ("return x[:, 1:, ::2]", "HYB003"),
    ("return x[0]", "HYB003"),
    ("return x[:, -1, :]", "HYB003"),
]
# what fails hybridized in numpy mode too (MXNet 1.9.1 under npx.set_np(), probe of round 52)
FAIL_IN_BOTH = [
    ("return x[..., None]", "HYB003"),
    ("x += 1\nreturn x", "HYB004"),
    ("return x.ndim", "HYB001"),
    ("return F.np.zeros(x.shape)", "HYB001"),
]


def _module(body: str, head: str = "from mxnet import gluon\n\n\n", decorator: str = "") -> str:
    lines = "".join(f"        {line}\n" for line in body.splitlines())
    return f"{head}{decorator}class Net(gluon.HybridBlock):\n    def hybrid_forward(self, F, x):\n{lines}"


def _project(mode: str | None, path: str = "model.py") -> ProjectIndex:
    project = ProjectIndex([])
    if mode is not None:
        project.array_modes = {path: mode}
    return project


def _codes(source: str, mode: str | None, path: str = "model.py") -> list[str]:
    diags = analyze(textwrap.dedent(source), path, _project(mode, path))
    assert not [d for d in diags if d.code == "HYB000"], diags
    return [d.code for d in diags if d.severity == "error"]


@pytest.mark.parametrize("body,code", BASIC_INDEXING)
def test_numpy_basic_indexing_is_valid_under_the_setting_and_reported_without(body, code):
    source = _module(body)
    assert _codes(source, "numpy") == []
    assert _codes(source, None) == [code]
    assert _codes(source, "auto") == [code]
    assert _codes(source, "legacy") == [code]


@pytest.mark.parametrize("body,code", FAIL_IN_BOTH)
def test_what_fails_in_numpy_mode_is_still_reported(body, code):
    assert _codes(_module(body), "numpy") == [code]


def test_the_setting_is_the_files_own():
    # the run names the file; another file of the run is read by its own setting
    source = _module("return x[:, 0]")
    assert _codes(source, "numpy", path="pkg/model.py") == []
    project = _project("numpy", path="pkg/other.py")
    assert [d.code for d in analyze(source, "pkg/model.py", project)] == ["HYB003"]


def test_a_module_level_reset_np_wins_over_the_setting():
    head = "from mxnet import gluon, npx\n\nnpx.reset_np()\n\n\n"
    assert _codes(_module("return x[:, 0]", head), "numpy") == ["HYB003"]
    # (a call inside a function is not the module's switch)
    head = "from mxnet import gluon, npx\n\n\ndef legacy():\n    npx.reset_np()\n\n\n"
    assert _codes(_module("return x[:, 0]", head), "numpy") == []


def test_per_file_numpy_markers_still_win_in_legacy():
    use_np = _module("return x[:, 0]", "from mxnet import gluon\nfrom mxnet.util import use_np\n\n\n",
                     decorator="@use_np\n")
    set_np = _module("return x[:, 0]", "from mxnet import gluon, npx\n\nnpx.set_np()\n\n\n")
    for source in (use_np, set_np):
        assert _codes(source, "legacy") == [] and _codes(source, None) == []


def test_an_is_np_array_branch_keeps_its_legacy_side():
    # written for both modes: the legacy side of the test is read as legacy whatever the setting
    source = _module("if not is_np_array():\n    return x[:, 0]\nreturn x[:, 0]",
                     "from mxnet import gluon\nfrom mxnet.util import is_np_array\n\n\n")
    assert _codes(source, "numpy") == ["HYB003"]


def test_the_setting_travels_with_the_pickled_project():
    project = _project("numpy")
    received = pickle.loads(pickle.dumps(project))
    assert received.array_modes == {"model.py": "numpy"} and received.array_mode("model.py") == "numpy"
    assert received.array_mode("other.py") == "auto"
