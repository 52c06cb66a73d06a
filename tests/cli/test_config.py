import pytest

from hybridlint.config import Config, ConfigError, discover_config, load_config, resolve_selection

CODES = ["HYB001", "HYB002", "HYB003", "HYB004", "HYB011", "HYB012"]


def _config(tmp_path, **kw):
    return Config(root=tmp_path, **kw)


def test_default_selects_everything(tmp_path):
    assert resolve_selection(CODES, _config(tmp_path)) == set(CODES)


def test_prefixes_and_specificity(tmp_path):
    # Within one layer the more specific selector wins, whatever the order.
    config = _config(tmp_path, select=["HYB00"], ignore=["HYB003"])
    assert resolve_selection(CODES, config) == {"HYB001", "HYB002", "HYB004"}
    config = _config(tmp_path, select=["HYB001"], ignore=["HYB0"])
    assert resolve_selection(CODES, config) == {"HYB001"}


def test_cli_select_replaces_config_select_and_ignore_adds(tmp_path):
    config = _config(tmp_path, select=["HYB001"], ignore=["HYB011"])
    assert resolve_selection(CODES, config, cli_select=["HYB01"]) == {"HYB011", "HYB012"}
    assert resolve_selection(CODES, config, cli_ignore=["HYB001"]) == set()
    assert resolve_selection(CODES, config, cli_extend_select=["HYB012"]) == {"HYB001", "HYB012"}
    assert resolve_selection(CODES, config, cli_select=["ALL"], cli_ignore=["HYB01"]) == {
        "HYB001", "HYB002", "HYB003", "HYB004"}


def test_unknown_selector_is_an_error_with_a_hint(tmp_path):
    with pytest.raises(ConfigError, match=r"unknown rule selector `HYB0011` in the command line.*did you mean `HYB0"):
        resolve_selection(CODES, _config(tmp_path), cli_select=["HYB0011"])
    with pytest.raises(ConfigError, match="unknown rule selector `E501`"):
        resolve_selection(CODES, _config(tmp_path, ignore=["E501"]))


def test_load_all_options(tmp_path):
    path = tmp_path / "pyproject.toml"
    path.write_text(
        '[tool.hybridlint]\n'
        'select = ["HYB0"]\nextend-select = ["HYB011"]\nignore = ["HYB003"]\n'
        'exclude = ["gen"]\nextend-exclude = ["legacy/"]\njobs = 3\ncache-dir = "c"\n'
        'respect-gitignore = false\nforce-exclude = true\n'
        '[tool.hybridlint.per-file-ignores]\n"tests/*" = ["HYB011"]\n'
    )
    config = load_config(path)
    assert config.select == ["HYB0"] and config.extend_select == ["HYB011"] and config.ignore == ["HYB003"]
    assert config.exclude == ["gen"] and config.all_excludes == ["gen", "legacy/"]
    assert config.jobs == 3 and config.cache_dir == tmp_path / "c"
    assert config.respect_gitignore is False and config.force_exclude is True
    assert config.per_file_ignores == [("tests/*", ["HYB011"])]


@pytest.mark.parametrize("body, message", [
    ('selct = ["HYB001"]', r"unknown option `selct`.*did you mean `select`"),
    ('select = "HYB001"', r"`select` in \[tool.hybridlint\] of .* must be a list of strings"),
    ("jobs = 0", "must be a positive integer"),
    ("per-file-ignores = 3", "must be a table of glob"),
    ("respect-gitignore = 1", "must be true or false"),
    ("select = [", "is not valid TOML"),
])
def test_bad_config_messages(tmp_path, body, message):
    path = tmp_path / "pyproject.toml"
    path.write_text("[tool.hybridlint]\n" + body + "\n")
    with pytest.raises(ConfigError, match=message):
        load_config(path)


def test_discovery_walks_up_and_skips_foreign_pyproject(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.hybridlint]\nignore = ["HYB011"]\n')
    sub = tmp_path / "pkg" / "sub"
    sub.mkdir(parents=True)
    (tmp_path / "pkg" / "pyproject.toml").write_text('[project]\nname = "x"\n')  # not ours
    config = discover_config([str(sub)], cwd=tmp_path)
    assert config.path == tmp_path / "pyproject.toml" and config.root == tmp_path
    assert config.ignore == ["HYB011"]


def test_explicit_config_and_missing_file(tmp_path):
    other = tmp_path / "other.toml"
    other.write_text('[tool.hybridlint]\nselect = ["HYB001"]\n')
    assert discover_config(["."], str(other), cwd=tmp_path).select == ["HYB001"]
    with pytest.raises(ConfigError, match="--config nope.toml: no such file"):
        discover_config(["."], "nope.toml", cwd=tmp_path)


def test_no_config_gives_defaults_rooted_at_cwd(tmp_path):
    config = discover_config(["."], cwd=tmp_path)
    assert config.path is None and config.root == tmp_path and config.select is None
    assert ".venv" in config.all_excludes and "__pycache__" in config.all_excludes


@pytest.mark.parametrize("key,value", [
    ("exclude", '["[z-a].py"]'),
    ("extend-exclude", '["gen/[9-0]*"]'),
    ("per-file-ignores", '{"[z-a]/*" = ["HYB001"]}'),
])
def test_an_invalid_glob_is_a_config_error_naming_it(tmp_path, key, value):
    from hybridlint.config import ConfigError, load_config

    path = tmp_path / "pyproject.toml"
    path.write_text(f"[tool.hybridlint]\n{key} = {value}\n")
    with pytest.raises(ConfigError, match=rf"`{key}`.*invalid glob"):
        load_config(path)
