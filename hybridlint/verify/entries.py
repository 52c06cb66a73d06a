"""The ``[[tool.hybridlint.verify]]`` entries of pyproject.toml: finding the file, validating entries.

The TOML itself is read by :func:`hybridlint.config.read_toml`, the linter's own reader, so the
two commands accept and reject the same files.
"""
from __future__ import annotations

from pathlib import Path

from ..config import ConfigError, read_toml
from .spec import ENTRY_KEYS, Target, UsageError, parse_input, parse_seed, parse_tolerance


def entries_from_pyproject(path: Path) -> list[Target]:
    """The ``[[tool.hybridlint.verify]]`` entries of one pyproject.toml."""
    try:
        data = read_toml(path)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    section = data.get("tool", {}).get("hybridlint", {}) if isinstance(data.get("tool"), dict) else {}
    entries = section.get("verify", []) if isinstance(section, dict) else []
    if isinstance(entries, dict):
        entries = [entries]
    if not isinstance(entries, list):
        raise UsageError(f"{path}: `verify` in [tool.hybridlint] must be an array of tables "
                         "([[tool.hybridlint.verify]])")
    targets = []
    for i, entry in enumerate(entries, 1):
        origin = f"{path} [[tool.hybridlint.verify]] entry {i}"
        if not isinstance(entry, dict):
            raise UsageError(f"{origin}: must be a table with `target` and `inputs`")
        unknown = sorted(set(entry) - set(ENTRY_KEYS))
        if unknown:
            raise UsageError(f"{origin}: unknown key `{unknown[0]}`; known keys: {', '.join(ENTRY_KEYS)}")
        target = entry.get("target")
        if not isinstance(target, str) or not target.strip():
            raise UsageError(f"{origin}: `target` must be a string like \"mypkg.model:Net\" or \"model.py:Net\"")
        inputs = entry.get("inputs")
        if isinstance(inputs, str):
            inputs = [inputs]
        if not isinstance(inputs, list) or not inputs or not all(isinstance(s, str) for s in inputs):
            raise UsageError(f"{origin}: `inputs` must be a list of input shapes, e.g. inputs = [\"1x512\"]")
        args = entry.get("args", {})
        if not isinstance(args, dict):
            raise UsageError(f"{origin}: `args` must be a table of constructor keyword arguments")
        ctx = entry.get("ctx", "cpu")
        if not isinstance(ctx, str):
            raise UsageError(f"{origin}: `ctx` must be a string like \"cpu\" or \"gpu:0\"")
        grad = entry.get("grad", False)
        if not isinstance(grad, bool):
            raise UsageError(f"{origin}: `grad` must be true or false")
        try:
            specs = [parse_input(s, path.parent) for s in inputs]
        except UsageError as exc:
            raise UsageError(f"{origin}: {exc}") from None
        targets.append(Target(
            target=target.strip(), inputs=specs, args=args,
            seed=parse_seed(entry.get("seed", 0), origin),
            rtol=None if "rtol" not in entry else parse_tolerance(entry["rtol"], "rtol", origin),
            atol=None if "atol" not in entry else parse_tolerance(entry["atol"], "atol", origin),
            ctx=ctx, base_dir=path.parent, origin=origin, grad=grad))
    return targets


def find_verify_config(start: Path) -> Path | None:
    """The nearest pyproject.toml (walking up from ``start``) with ``verify`` entries in [tool.hybridlint]."""
    for directory in (start, *start.parents):
        candidate = directory / "pyproject.toml"
        if not candidate.is_file():
            continue
        try:
            text = candidate.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if "hybridlint" not in text:
            continue
        try:
            data = read_toml(candidate)
        except ConfigError as exc:
            if "[tool.hybridlint" in text:  # ours and broken: say so rather than look further up
                raise UsageError(str(exc)) from None
            continue
        if _has_verify_section(data):
            return candidate
    return None


def has_verify_entries(path: Path) -> bool:
    """Whether ``path`` is a readable pyproject.toml with ``verify`` in [tool.hybridlint]."""
    try:
        return _has_verify_section(read_toml(path))
    except ConfigError:
        return False


def _has_verify_section(data: dict) -> bool:
    tool = data.get("tool")
    section = tool.get("hybridlint") if isinstance(tool, dict) else None
    return isinstance(section, dict) and "verify" in section
