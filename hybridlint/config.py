"""``[tool.hybridlint]`` in ``pyproject.toml``: finding it, validating it, and rule selection.

Option names and their meaning follow ruff's, so people can guess them:
``select``, ``extend-select``, ``ignore``, ``per-file-ignores``,
``extend-per-file-ignores``, ``exclude``, ``extend-exclude``,
``respect-gitignore``, ``force-exclude``, ``jobs``, ``cache-dir``, ``extend``; and
``array-mode``, hybridlint's own: whether the project runs MXNet's numpy mode.

Like ruff, configuration is hierarchical: each file is checked with the
closest configuration above it (``.hybridlint.toml``, ``hybridlint.toml`` with
the options at the top level, or a ``pyproject.toml`` with a
``[tool.hybridlint]`` section), never with one found from another argument;
``extend = "../pyproject.toml"`` builds on another file, whose options the
extending file overrides (selections are layered, base first). ``--config``
names one file for every path.
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from .boundedio import read_regular
from .diagnostics import PARSE_ERROR, UNUSED_NOQA
from .discovery import compile_pattern


def _toml_parser():
    """tomllib (tomli on 3.10), imported on the first configuration file read: a run without one
    does not pay its import (~5 ms of a one-file check)."""
    try:  # Python 3.11+
        import tomllib
        return tomllib
    except ImportError:  # pragma: no cover - exercised on Python 3.10 only
        try:
            import tomli  # type: ignore[import-not-found]
            return tomli
        except ImportError:
            return None

CONFIG_FILE = "pyproject.toml"
# Checked in this order in each directory; the first two hold the options at the top level.
CONFIG_FILES = (".hybridlint.toml", "hybridlint.toml", CONFIG_FILE)
SECTION = "tool.hybridlint"

# Directories nobody wants linted; `exclude` replaces this list, `extend-exclude` adds to it.
DEFAULT_EXCLUDE: tuple[str, ...] = (
    ".bzr", ".direnv", ".eggs", ".git", ".git-rewrite", ".hg", ".ipynb_checkpoints", ".mypy_cache",
    ".nox", ".pants.d", ".pyenv", ".pytest_cache", ".pytype", ".ruff_cache", ".svn", ".tox", ".venv",
    ".vscode", "__pypackages__", "__pycache__", "_build", "buck-out", "build", "dist",
    "node_modules", "site-packages", "venv", ".hybridlint_cache",
)
DEFAULT_CACHE_DIR = ".hybridlint_cache"
# A configuration file is a few kilobytes; a larger one is refused before parsing.
MAX_CONFIG_BYTES = 4 * 1024 * 1024
# `extend` chains longer than this are refused (each level is a recursion and a file read).
MAX_EXTEND_DEPTH = 64
# Reported whatever the selection says: a file we could not read or parse was not checked.
ALWAYS_REPORTED = PARSE_ERROR
# Enabled only by a selector that names them (a prefix, the code or ALL), as ruff's RUF100 is.
OPT_IN = (UNUSED_NOQA,)
# `array-mode`: "numpy" reads every file as if it called `npx.set_np()` (another module of the
# project, a training script, switches numpy mode on; one file cannot show it); "legacy" and
# "auto" read each file by its own markers (`npx.set_np()`, `@use_np`, `F.np`...), legacy
# naming that choice for good should "auto" ever infer more
ARRAY_MODES = ("auto", "numpy", "legacy")


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
    extend_per_file_ignores: list[tuple[str, list[str]]] = field(default_factory=list)
    base: "Config | None" = None    # the configuration named by `extend`, overridden by this one
    exclude: list[str] = field(default_factory=lambda: list(DEFAULT_EXCLUDE))
    extend_exclude: list[str] = field(default_factory=list)
    respect_gitignore: bool = True
    force_exclude: bool = False
    jobs: int | None = None
    cache_dir: Path | None = None
    array_mode: str = "auto"

    @property
    def all_excludes(self) -> list[str]:
        return [*self.exclude, *self.extend_exclude]

    @property
    def chain(self) -> list["Config"]:
        """The extended configurations, base first, ending with this one."""
        out: list[Config] = []
        config: Config | None = self
        while config is not None:
            out.append(config)
            config = config.base
        return out[::-1]

    def all_per_file_ignores(self) -> list[tuple[Path, str, list[str]]]:
        """(directory its globs are relative to, glob, codes): `per-file-ignores` of the nearest
        configuration of the chain that sets it, then every `extend-per-file-ignores`."""
        out: list[tuple[Path, str, list[str]]] = []
        for config in reversed(self.chain):
            if config.per_file_ignores:
                out = [(config.root, glob, codes) for glob, codes in config.per_file_ignores]
                break
        for config in self.chain:
            out.extend((config.root, glob, codes) for glob, codes in config.extend_per_file_ignores)
        return out

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
    toml = _toml_parser()
    if toml is None:  # pragma: no cover - Python 3.10 without tomli
        raise ConfigError(
            f"cannot read {path}: Python {sys.version_info[0]}.{sys.version_info[1]} has no tomllib; "
            "install tomli (pip install tomli)"
        )
    try:
        text = read_regular(path, MAX_CONFIG_BYTES).decode("utf-8")
        return toml.loads(text)
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path} is not valid TOML: it is not UTF-8 text (byte {exc.start})") from None
    except RecursionError:
        raise ConfigError(f"{path} is not valid TOML: arrays or tables nested too deeply") from None
    except ValueError as exc:          # TOMLDecodeError, and integers of thousands of digits
        raise ConfigError(f"{path} is not valid TOML: {exc}") from None


def _section(data: dict) -> dict | None:
    tool = data.get("tool")
    if not isinstance(tool, dict):
        return None
    section = tool.get("hybridlint")
    return section if isinstance(section, dict) else None


def _is_own_file(path: Path) -> bool:
    """``hybridlint.toml``-style files hold the options at the top level, not in a section."""
    return path.name in CONFIG_FILES[:2]


def load_config(path: Path, _extending: tuple[Path, ...] = ()) -> Config:
    """Read ``[tool.hybridlint]`` from ``path`` (an empty section if absent), following ``extend``."""
    path = Path(path).absolute()
    data = read_toml(path)
    section = data if _is_own_file(path) else (_section(data) or {})
    config = Config(root=path.parent, path=path)
    extend = section.get("extend")
    if extend is not None:
        config.base = _load_base(extend, path, _extending)
        _inherit(config, config.base)
    handlers = {
        "select": lambda v, k: setattr(config, "select", _string_list(v, path, k)),
        "extend-select": lambda v, k: setattr(config, "extend_select", _string_list(v, path, k)),
        "ignore": lambda v, k: setattr(config, "ignore", _string_list(v, path, k)),
        "per-file-ignores": lambda v, k: setattr(config, "per_file_ignores", _per_file_ignores(v, path, k)),
        "extend-per-file-ignores": lambda v, k: setattr(config, "extend_per_file_ignores",
                                                        _per_file_ignores(v, path, k)),
        "exclude": lambda v, k: setattr(config, "exclude", _globs(v, path, k)),
        "extend-exclude": lambda v, k: setattr(config, "extend_exclude",
                                               [*config.extend_exclude, *_globs(v, path, k)]),
        "respect-gitignore": lambda v, k: setattr(config, "respect_gitignore", _bool(v, path, k)),
        "force-exclude": lambda v, k: setattr(config, "force_exclude", _bool(v, path, k)),
        "jobs": lambda v, k: setattr(config, "jobs", _jobs(v, path, k)),
        "cache-dir": lambda v, k: setattr(config, "cache_dir", _cache_dir(v, path, k)),
        "array-mode": lambda v, k: setattr(config, "array_mode", array_mode(v, _where(path, k))),
        # [[tool.hybridlint.verify]] entries are read and validated by `hybridlint verify`
        "verify": lambda v, k: None,
        "extend": lambda v, k: None,    # read above, before the options it is overridden by
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


def _load_base(extend, path: Path, extending: tuple[Path, ...]) -> Config:
    if not isinstance(extend, str) or not extend:
        raise ConfigError(f"{_where(path, 'extend')} must be the path of another configuration file, "
                          "e.g. extend = \"../pyproject.toml\"")
    base_path = Path(os.path.expanduser(extend))
    if not base_path.is_absolute():
        base_path = path.parent / base_path
    base_path = Path(os.path.normpath(base_path))
    if len(extending) >= MAX_EXTEND_DEPTH:
        raise ConfigError(f"`extend` in {path}: more than {MAX_EXTEND_DEPTH} configuration files extend "
                          f"one another (starting at {extending[0]}); shorten the chain")
    if base_path in (*extending, path):
        chain = " -> ".join(str(p) for p in (*extending, path, base_path))
        raise ConfigError(f"`extend` in {path} makes a cycle: {chain}; remove one of the `extend` options")
    if not base_path.is_file():
        raise ConfigError(f"{_where(path, 'extend')}: {extend!r} ({base_path}) is not a file")
    return load_config(base_path, (*extending, path))


def _inherit(config: Config, base: Config) -> None:
    """Options the extending file does not set come from its base (ruff's `extend`). Selections
    and `extend-*` lists are not copied: they are read through ``chain`` as layers."""
    config.exclude = list(base.exclude)
    config.extend_exclude = list(base.extend_exclude)
    config.respect_gitignore = base.respect_gitignore
    config.force_exclude = base.force_exclude
    config.jobs = base.jobs
    config.cache_dir = base.cache_dir
    config.array_mode = base.array_mode


def _bool(value, path, key) -> bool:
    if not isinstance(value, bool):
        raise ConfigError(f"{_where(path, key)} must be true or false")
    return value


def _jobs(value, path, key) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{_where(path, key)} must be a positive integer")
    return value


def array_mode(value, where: str) -> str:
    """``value`` if it is one of ARRAY_MODES, else a ConfigError naming ``where`` it was set."""
    if value not in ARRAY_MODES:
        allowed = ", ".join(f'"{m}"' for m in ARRAY_MODES)
        raise ConfigError(f"{where} must be one of {allowed}, not {value!r}; \"numpy\" when another "
                          "module of the project calls npx.set_np() (e.g. array-mode = \"numpy\")")
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


def config_file_in(directory: Path) -> Path | None:
    """The configuration file that ``directory`` itself holds, if any."""
    for name in CONFIG_FILES:
        candidate = directory / name
        if not candidate.is_file():
            continue
        if name != CONFIG_FILE:
            return candidate
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


def find_config_file(start: Path) -> Path | None:
    """The nearest configuration file, walking up from ``start`` (see ``CONFIG_FILES``)."""
    start = Path(start).absolute()
    directory = start if start.is_dir() else start.parent
    for candidate_dir in (directory, *directory.parents):
        found = config_file_in(candidate_dir)
        if found is not None:
            return found
    return None


def _read_quietly(path: Path) -> str:
    try:
        return read_regular(path, MAX_CONFIG_BYTES).decode("utf-8", "replace")
    except OSError:
        return ""


def discover_config(paths: Sequence[str], explicit: str | None = None, cwd: Path | None = None) -> Config:
    """The run's own configuration (cache, jobs, verify entries, and files without a closer one):
    ``--config`` if given, else the one that governs the current directory, else the first path's."""
    cwd = Path(cwd or os.getcwd())
    if explicit:
        config_path = Path(explicit)
        if not config_path.is_absolute():
            config_path = cwd / config_path
        if not config_path.is_file():
            raise ConfigError(f"--config {explicit}: " + ("not a regular file" if config_path.exists()
                                                           else "no such file"))
        return load_config(config_path)
    found = find_config_file(cwd)
    if found is None:
        start = Path(paths[0]) if paths else cwd
        if not start.is_absolute():
            start = cwd / start
        found = find_config_file(start if start.exists() else cwd)
    if found is None:
        return Config(root=cwd)
    return load_config(found)


class Configs:
    """Which configuration checks which file, and the rules each one enables.

    Every file gets the closest configuration above it, whatever order the
    paths came in (pre-commit passes them in any order); ``--config`` names one
    for all. A file with no configuration above it gets the run's own.
    """

    def __init__(self, paths: Sequence[str], explicit: str | None = None, cwd: Path | None = None,
                 codes: Sequence[str] = (), cli_select: list[str] | None = None,
                 cli_extend_select: Sequence[str] = (), cli_ignore: Sequence[str] = ()):
        self.cwd = Path(cwd or os.getcwd())
        self.explicit = bool(explicit)
        self.project = discover_config(paths, explicit, self.cwd)
        self._codes = list(codes)
        self._cli = (cli_select, list(cli_extend_select), list(cli_ignore))
        self._cwd_name = os.fspath(self.cwd)
        self._by_dir: dict[Path, Config] = {}
        self._by_dir_name: dict[str, Config] = {}
        self._by_file: dict[Path, Config] = {}
        self._enabled: dict[int, set[str]] = {}
        if self.project.path is not None:
            self._by_file[self.project.path] = self.project

    def for_path(self, path: Path) -> Config:
        """The configuration that checks ``path`` (a file or a directory)."""
        if self.explicit:
            return self.project
        # the files of one directory share its answer: found by the directory's name, before any
        # Path is built (pathlib cost ~40 us a file, most of this for a whole tree)
        name = os.path.normpath(os.path.join(self._cwd_name, path))
        directory_name = name if os.path.isdir(name) else os.path.dirname(name)
        known = self._by_dir_name.get(directory_name)
        if known is not None:
            return known
        found = self._search(Path(directory_name))
        self._by_dir_name[directory_name] = found
        return found

    def _search(self, directory: Path) -> Config:
        """The closest configuration at or above ``directory`` (absolute, normalized)."""
        walked: list[Path] = []
        found: Config | None = None
        for candidate in (directory, *directory.parents):
            if candidate in self._by_dir:
                found = self._by_dir[candidate]
                break
            walked.append(candidate)
            file = config_file_in(candidate)
            if file is not None:
                if file not in self._by_file:
                    self._by_file[file] = load_config(file)
                found = self._by_file[file]
                break
        found = found or self.project
        for candidate in walked:
            self._by_dir[candidate] = found
        return found

    def enabled(self, config: Config) -> set[str]:
        """The rule codes ``config`` enables, with the command line's selectors on top."""
        key = id(config)
        if key not in self._enabled:
            select, extend_select, ignore = self._cli
            self._enabled[key] = resolve_selection(self._codes, config, select, extend_select, ignore)
        return self._enabled[key]


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
    """The rule codes enabled by the config (its `extend` chain base first), then by the command line."""
    codes = list(codes)
    enabled = set(codes) - set(OPT_IN)
    for layer in config.chain:
        where = str(layer.path) if layer.path else "the configuration"
        check_selectors([*(layer.select or []), *layer.extend_select, *layer.ignore], codes, where)
        for _, selectors in (*layer.per_file_ignores, *layer.extend_per_file_ignores):
            check_selectors(selectors, codes, f"per-file-ignores of {where}")
        enabled = _apply_layer(enabled, codes, layer.select, layer.extend_select, layer.ignore)
    check_selectors([*(cli_select or []), *cli_extend_select, *cli_ignore], codes, "the command line")
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
