"""Hierarchical configuration (ruff's): each file is checked with its closest configuration."""
import pytest

from hybridlint.config import ConfigError, Configs, load_config

NET = """\
from mxnet import gluon


class Net(gluon.HybridBlock):
    def hybrid_forward(self, F, x):
        n = x.shape[0]
        return F.relu(x)
"""


@pytest.fixture
def nested(project):
    """The issue's scenario: the root ignores HYB001, `sub/` selects ALL."""
    project.write("pyproject.toml", '[tool.hybridlint]\nignore = ["HYB001"]\n')
    project.write("sub/pyproject.toml", '[tool.hybridlint]\nselect = ["ALL"]\n')
    project.write("a.py", NET)
    project.write("sub/b.py", NET)
    return project


def test_findings_do_not_depend_on_argument_order(nested, cli):
    one = cli("check", "--no-cache", "--output-format", "concise", "a.py", "sub/b.py")
    two = cli("check", "--no-cache", "--output-format", "concise", "sub/b.py", "a.py")
    assert one.rc == two.rc == 1
    assert one.out == two.out
    assert "sub/b.py:6" in one.out and "a.py:" not in one.out.replace("sub/b.py", "")


def test_directory_walk_uses_each_files_config(nested, cli):
    result = cli("check", "--no-cache", "--output-format", "concise", ".")
    assert result.rc == 1 and "sub/b.py:6:" in result.out and "\na.py" not in "\n" + result.out


def test_explicit_config_applies_to_every_file(nested, cli):
    result = cli("check", "--no-cache", "--config", "pyproject.toml", "sub/b.py", "a.py")
    assert result.rc == 0, result.out


def test_extend_layers_selection_base_first(project, cli):
    project.write("pyproject.toml", '[tool.hybridlint]\nignore = ["HYB001"]\nextend-exclude = ["gen"]\n'
                                    '[tool.hybridlint.per-file-ignores]\n"sub/tests/*" = ["HYB002"]\n')
    project.write("sub/hybridlint.toml", 'extend = "../pyproject.toml"\nextend-select = ["HYB001"]\n')
    config = load_config(project / "sub" / "hybridlint.toml")
    assert [c.path for c in config.chain] == [project / "pyproject.toml", project / "sub" / "hybridlint.toml"]
    assert config.all_excludes[-1] == "gen"                     # inherited
    assert config.all_per_file_ignores() == [(project.root, "sub/tests/*", ["HYB002"])]
    project.write("sub/b.py", NET)
    project.write("a.py", NET)
    result = cli("check", "--no-cache", "--output-format", "concise", "a.py", "sub/b.py")
    assert result.rc == 1 and "sub/b.py:6" in result.out and "\na.py" not in "\n" + result.out


def test_hybridlint_toml_wins_over_pyproject_in_the_same_directory(project):
    project.write("pyproject.toml", '[tool.hybridlint]\nignore = ["HYB001"]\n')
    project.write("hybridlint.toml", 'select = ["HYB002"]\n')
    configs = Configs(["."], cwd=project.root, codes=["HYB001", "HYB002"])
    config = configs.for_path(project / "x.py")
    assert config.path == project / "hybridlint.toml" and configs.enabled(config) == {"HYB002"}


def test_extend_cycle_and_missing_base_are_clear_errors(project, cli):
    project.write("hybridlint.toml", 'extend = "b.toml"\n')
    project.write("b.toml", '[tool.hybridlint]\nextend = "hybridlint.toml"\n')
    with pytest.raises(ConfigError, match="makes a cycle"):
        load_config(project / "hybridlint.toml")
    project.write("hybridlint.toml", 'extend = "nope.toml"\n')
    result = cli("check", "--no-cache", ".")
    assert result.rc == 2 and "'nope.toml'" in result.err and "is not a file" in result.err


def test_show_settings_names_the_file_and_its_rules(nested, cli):
    result = cli("check", "--show-settings", "sub/b.py")
    assert result.rc == 0
    assert f"config file: {nested / 'sub' / 'pyproject.toml'}" in result.out
    assert "HYB001" in result.out.split("enabled rules:")[1].splitlines()[0]
    result = cli("check", "--show-settings", "a.py")
    assert "HYB001" not in result.out.split("enabled rules:")[1].splitlines()[0]


def test_rule_enabled_only_in_a_sub_config_is_described(nested, cli):
    """JSON names and SARIF rule descriptions come from every file's configuration, not the root's."""
    import json

    result = cli("check", "--no-cache", "--output-format", "json", ".")
    (finding,) = json.loads(result.out)
    assert finding["code"] == "HYB001" and finding["name"] and finding["url"]
    sarif = json.loads(cli("check", "--no-cache", "--output-format", "sarif", ".").out)
    assert "HYB001" in [r["id"] for r in sarif["runs"][0]["tool"]["driver"]["rules"]]
