"""``[tool.hybridlint]`` in ``pyproject.toml``: finding it, validating it, and rule selection.

Option names and their meaning follow ruff's, so people can guess them:
``select``, ``extend-select``, ``ignore``, ``per-file-ignores``,
``extend-per-file-ignores``, ``exclude``, ``extend-exclude``,
``respect-gitignore``, ``force-exclude``, ``jobs``, ``cache-dir``.
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from .discovery import compile_pattern

try:  # Python 3.11+
    import tomllib as _toml
except ImportError:  # pragma: no cover - exercised on Python 3.10 only
    try:
        import tomli as _toml  # type: ignore[no-redef]
    except ImportError:
        _toml = None  # type: ignore[assignment]

CONFIG_FILE = "pyproject.toml"
SECTION = "tool.hybridlint"

# Directories nobody wants linted; `exclude` replaces this list, `extend-exclude` adds to it.
DEFAULT_EXCLUDE: tuple[str, ...] = (
    ".bzr", ".direnv", ".eggs", ".git", ".git-rewrite", ".hg", ".ipynb_checkpoints", ".mypy_cache",
    ".nox", ".pants.d", ".pyenv", ".pytest_cache", ".pytype", ".ruff_cache", ".svn", ".tox", ".venv",
    ".vscode", "__pypackages__", "__pycache__", "_build", "buck-out", "build", "dist",
    "node_modules", "site-packages", "venv", ".hybridlint_cache",
)
DEFAULT_CACHE_DIR = ".hybridlint_cache"
# Reported whatever the selection says: a file we could not read or parse was not checked.
ALWAYS_REPORTED = "HYB000"


class ConfigError(Exception):
    """Invalid configuration or selector; the message names the file and the fix."""


@dataclass
class Config:
    root: Path                      # directory that relative globs are matched against
    path: Path | None = None        # the pyproject.toml read, if any
    select: list[str] | None = None
    extend_select: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=list)
    per_file_ignores: list[tuple[str, list[str]]] = field(default_factory=list)
    exclude: list[str] = field(default_factory=lambda: list(DEFAULT_EXCLUDE))
    extend_exclude: list[str] = field(default_factory=list)
    respect_gitignore: bool = True
    force_exclude: bool = False
    jobs: int | None = None
    cache_dir: Path | None = None

    @property
    def all_excludes(self) -> list[str]:
        return [*self.exclude, *self.extend_exclude]

    def resolved_cache_dir(self) -> Path:
        if self.cache_dir is not None:
            return self.cache_dir
        return self.root / DEFAULT_CACHE_DIR


def _where(path: Path | None, key: str) -> str:
    return f"`{key}` in [{SECTION}] of {path}" if path else f"`{key}`"


def _string_list(value, path: Path | None, key: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{_where(path, key)} must be a list of strings, e.g. {key} = [\"HYB001\"]")
    return list(value)


def _glob(glob: str, path: Path | None, key: str) -> str:
    """A glob that compiles, or a ConfigError naming it (`[z-a]` is no character range)."""
    try:
        compile_pattern(glob)
    except re.error as exc:
        raise ConfigError(f"{_where(path, key)}: invalid glob {glob!r}: {exc.msg}") from None
    return glob


def _globs(value, path: Path | None, key: str) -> list[str]:
    return [_glob(g, path, key) for g in _string_list(value, path, key)]


def _per_file_ignores(value, path: Path | None, key: str) -> list[tuple[str, list[str]]]:
    if not isinstance(value, dict):
        raise ConfigError(
            f"{_where(path, key)} must be a table of glob = [codes], "
            f"e.g. [{SECTION}.{key}] \"tests/*\" = [\"HYB011\"]"
        )
    return [(_glob(glob, path, key), _string_list(codes, path, f"{key}.{glob!r}"))
            for glob, codes in value.items()]


def read_toml(path: Path) -> dict:
    if _toml is None:  # pragma: no cover - Python 3.10 without tomli
        raise ConfigError(
            f"cannot read {path}: Python {sys.version_info[0]}.{sys.version_info[1]} has no tomllib; "
            "install tomli (pip install tomli)"
        )
    try:
        with open(path, "rb") as handle:
            return _toml.load(handle)
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror or exc}") from None
    except _toml.TOMLDecodeError as exc:
        raise ConfigError(f"{path} is not valid TOML: {exc}") from None


def _section(data: dict) -> dict | None:
    tool = data.get("tool")
    if not isinstance(tool, dict):
        return None
    section = tool.get("hybridlint")
    return section if isinstance(section, dict) else None


def load_config(path: Path) -> Config:
    """Read ``[tool.hybridlint]`` from ``path`` (an empty section if absent)."""
    path = Path(path).absolute()
    section = _section(read_toml(path)) or {}
    config = Config(root=path.parent, path=path)
    handlers = {
        "select": lambda v, k: setattr(config, "select", _string_list(v, path, k)),
        "extend-select": lambda v, k: setattr(config, "extend_select", _string_list(v, path, k)),
        "ignore": lambda v, k: setattr(config, "ignore", _string_list(v, path, k)),
        "per-file-ignores": lambda v, k: config.per_file_ignores.extend(_per_file_ignores(v, path, k)),
        "extend-per-file-ignores": lambda v, k: config.per_file_ignores.extend(_per_file_ignores(v, path, k)),
        "exclude": lambda v, k: setattr(config, "exclude", _globs(v, path, k)),
        "extend-exclude": lambda v, k: setattr(config, "extend_exclude", _globs(v, path, k)),
        "respect-gitignore": lambda v, k: setattr(config, "respect_gitignore", _bool(v, path, k)),
        "force-exclude": lambda v, k: setattr(config, "force_exclude", _bool(v, path, k)),
        "jobs": lambda v, k: setattr(config, "jobs", _jobs(v, path, k)),
        "cache-dir": lambda v, k: setattr(config, "cache_dir", _cache_dir(v, path, k)),
        # [[tool.hybridlint.verify]] entries are read and validated by `hybridlint verify`
        "verify": lambda v, k: None,
    }
    for key, value in section.items():
        handler = handlers.get(key)
        if handler is None:
            hint = _closest(key, handlers)
            raise ConfigError(
                f"unknown option `{key}` in [{SECTION}] of {path}"
                + (f"; did you mean `{hint}`?" if hint else f"; known options: {', '.join(handlers)}")
            )
        handler(value, key)
    return config


def _bool(value, path, key) -> bool:
    if not isinstance(value, bool):
        raise ConfigError(f"{_where(path, key)} must be true or false")
    return value


def _jobs(value, path, key) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{_where(path, key)} must be a positive integer")
    return value


def _cache_dir(value, path: Path, key) -> Path:
    if not isinstance(value, str) or not value:
        raise ConfigError(f"{_where(path, key)} must be a directory path string")
    candidate = Path(os.path.expanduser(value))
    return candidate if candidate.is_absolute() else path.parent / candidate


def _closest(key: str, known: Iterable[str]) -> str | None:
    import difflib

    matches = difflib.get_close_matches(key, list(known), n=1, cutoff=0.6)
    return matches[0] if matches else None


def find_config_file(start: Path) -> Path | None:
    """The nearest ``pyproject.toml`` with a ``[tool.hybridlint]`` section, walking up from ``start``."""
    start = Path(start).absolute()
    directory = start if start.is_dir() else start.parent
    for candidate_dir in (directory, *directory.parents):
        candidate = candidate_dir / CONFIG_FILE
        if candidate.is_file():
            try:
                data = read_toml(candidate)
            except ConfigError:
                # A broken pyproject that may not even be ours: only fatal if it has our section.
                if "[tool.hybridlint" in _read_quietly(candidate):
                    raise
                continue
            if _section(data) is not None:
                return candidate
    return None


def _read_quietly(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def discover_config(paths: Sequence[str], explicit: str | None = None, cwd: Path | None = None) -> Config:
    """The configuration for one run: ``--config`` if given, else found from the first path."""
    cwd = Path(cwd or os.getcwd())
    if explicit:
        config_path = Path(explicit)
        if not config_path.is_absolute():
            config_path = cwd / config_path
        if not config_path.is_file():
            raise ConfigError(f"--config {explicit}: no such file")
        return load_config(config_path)
    start = Path(paths[0]) if paths else cwd
    if not start.is_absolute():
        start = cwd / start
    found = find_config_file(start if start.exists() else cwd)
    if found is None:
        return Config(root=cwd)
    return load_config(found)


# --- rule selection -------------------------------------------------------------------------

def _specificity(selector: str) -> int:
    return 0 if selector == "ALL" else len(selector)


def check_selectors(selectors: Iterable[str], codes: Iterable[str], origin: str) -> None:
    known = sorted(set(codes))
    for selector in selectors:
        if selector == "ALL":
            continue
        if not any(code.startswith(selector) for code in known):
            hint = _closest(selector, known)
            raise ConfigError(
                f"unknown rule selector `{selector}` in {origin}; use a code like HYB001, a prefix like "
                f"HYB00, or ALL" + (f" (did you mean `{hint}`?)" if hint else "")
            )


def _matches(selector: str, code: str) -> bool:
    return selector == "ALL" or code.startswith(selector)


def _apply_layer(current: set[str], codes: Sequence[str], select: list[str] | None,
                 extend_select: list[str], ignore: list[str]) -> set[str]:
    # Within a layer the more specific selector wins (ruff): `select = ["HYB"]` with
    # `ignore = ["HYB001"]` drops HYB001, but `select = ["HYB001"]` beats `ignore = ["HYB"]`.
    # On equal specificity, ignore wins.
    result = set(current) if select is None else set()
    actions = [(s, True) for s in (select or [])] + [(s, True) for s in extend_select]
    actions += [(s, False) for s in ignore]
    for selector, enable in sorted(actions, key=lambda item: (_specificity(item[0]), not item[1])):
        for code in codes:
            if _matches(selector, code):
                if enable:
                    result.add(code)
                else:
                    result.discard(code)
    return result


def resolve_selection(codes: Sequence[str], config: Config, cli_select: list[str] | None = None,
                      cli_extend_select: Sequence[str] = (), cli_ignore: Sequence[str] = ()) -> set[str]:
    """The rule codes enabled by the config, then by the command line on top of it."""
    codes = list(codes)
    where = str(config.path) if config.path else "the configuration"
    check_selectors([*(config.select or []), *config.extend_select, *config.ignore], codes, where)
    for _, selectors in config.per_file_ignores:
        check_selectors(selectors, codes, f"per-file-ignores of {where}")
    check_selectors([*(cli_select or []), *cli_extend_select, *cli_ignore], codes, "the command line")
    enabled = _apply_layer(set(codes), codes, config.select, config.extend_select, config.ignore)
    if cli_select is not None or cli_extend_select or cli_ignore:
        enabled = _apply_layer(enabled, codes, cli_select, list(cli_extend_select), list(cli_ignore))
    return enabled


def split_codes(values: Iterable[str] | None) -> list[str] | None:
    """``--select HYB001,HYB002 --select HYB003`` → the three codes (None when not given)."""
    if values is None:
        return None
    out: list[str] = []
    for value in values:
        out.extend(part.strip().upper() for part in value.split(",") if part.strip())
    return out
