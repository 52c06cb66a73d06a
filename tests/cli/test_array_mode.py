"""`array-mode` in [tool.hybridlint] and `--array-mode`: a project that runs MXNet's numpy mode.

A training script switches numpy mode on (`npx.set_np()`) and imports the model module, which
says nothing of it; the setting reads such modules as the project runs them (MXNet 1.9.1: see
tests/engine/test_array_mode.py).
"""
import io

import pytest

from hybridlint import cli as cli_module
from hybridlint import config as config_module
from hybridlint.config import ConfigError, load_config

MODEL = """\
from mxnet import gluon


class Head(gluon.HybridBlock):
    def hybrid_forward(self, F, x):
        return x[:, 0]
"""


def _codes(result) -> list[str]:
    return [line.split()[1] for line in result.out.splitlines() if ": HYB" in line]


def test_cli_states_the_config_modes():
    assert cli_module.ARRAY_MODES == config_module.ARRAY_MODES


def test_the_option_is_read_and_inherited_through_extend(tmp_path):
    (tmp_path / "base.toml").write_text('[tool.hybridlint]\narray-mode = "numpy"\n')
    (tmp_path / "hybridlint.toml").write_text('extend = "base.toml"\n')
    assert load_config(tmp_path / "hybridlint.toml").array_mode == "numpy"
    (tmp_path / "pyproject.toml").write_text("[tool.hybridlint]\n")
    assert load_config(tmp_path / "pyproject.toml").array_mode == "auto"


@pytest.mark.parametrize("value", ['"np"', "true", '["numpy"]'])
def test_an_unknown_value_names_the_file_and_the_allowed_values(tmp_path, value):
    path = tmp_path / "pyproject.toml"
    path.write_text(f"[tool.hybridlint]\narray-mode = {value}\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert f"`array-mode` in [tool.hybridlint] of {path}" in message
    assert 'must be one of "auto", "numpy", "legacy"' in message


def test_config_and_flag(project, cli):
    project.write("model.py", MODEL)
    assert _codes(cli("check", "--output-format", "concise")) == ["HYB003"]
    project.write("pyproject.toml", '[tool.hybridlint]\narray-mode = "numpy"\n')
    assert cli("check", "--output-format", "concise").rc == 0
    # the flag overrides the configuration, either way
    assert _codes(cli("check", "--output-format", "concise", "--array-mode", "auto")) == ["HYB003"]
    project.write("pyproject.toml", '[tool.hybridlint]\narray-mode = "legacy"\n')
    assert cli("check", "--output-format", "concise", "--array-mode", "numpy").rc == 0
    assert "array-mode: legacy" in cli("check", "--show-settings", "model.py").out


def test_a_bad_value_exits_2(project, cli):
    project.write("model.py", MODEL)
    project.write("pyproject.toml", '[tool.hybridlint]\narray-mode = "mxnet2"\n')
    result = cli("check")
    assert result.rc == 2 and "array-mode" in result.err and '"numpy"' in result.err
    assert cli("check", "--array-mode", "on").rc == 2


def test_each_file_gets_its_closest_configuration(project, cli):
    project.write("legacy_pkg/model.py", MODEL)
    project.write("np_pkg/model.py", MODEL)
    project.write("np_pkg/pyproject.toml", '[tool.hybridlint]\narray-mode = "numpy"\n')
    result = cli("check", "--output-format", "concise")
    assert [line.split(":")[0] for line in result.out.splitlines() if ": HYB" in line] == ["legacy_pkg/model.py"]


def test_cached_results_are_kept_apart_by_mode(project, cli, monkeypatch):
    monkeypatch.delenv("HYBRIDLINT_NO_CACHE")
    project.write("model.py", MODEL)
    for _ in range(2):      # (the second round is served from the cache)
        assert _codes(cli("check", "--output-format", "concise", "--cache-dir", ".c")) == ["HYB003"]
        assert cli("check", "--output-format", "concise", "--cache-dir", ".c", "--array-mode", "numpy").rc == 0


def test_standard_input_and_the_pool(project, cli, monkeypatch):
    project.write("pyproject.toml", '[tool.hybridlint]\narray-mode = "numpy"\n')
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(MODEL.encode()), encoding="utf-8"))
    assert cli("check", "-", "--stdin-filename", "model.py").rc == 0
    # enough files for worker processes: the setting travels with the project they receive
    for i in range(20):
        project.write(f"m{i}.py", MODEL)
    assert cli("check", "--jobs", "2").rc == 0
    assert len(_codes(cli("check", "--jobs", "2", "--output-format", "concise", "--array-mode", "auto"))) == 20
