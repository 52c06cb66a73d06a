"""What one run is asked to do: the rules enabled, per-file ignores, fix modes, cache, verifier."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable


@dataclass
class Settings:
    enabled: set[str]
    root: Path
    per_file_ignores: list[tuple[str, list[str]]] = field(default_factory=list)
    jobs: int | None = None
    fix: bool = False
    unsafe_fixes: bool = False
    diff: bool = False
    cache: Any = None           # a cache.Cache, or None for --no-cache
    cwd: Path | None = None
    # --verify: (path, display, original text, fixed text) -> (keep the fix?, lines to report)
    verifier: Callable[[Path, str, str, str], tuple[bool, list[str]]] | None = None
    add_noqa: bool = False      # --add-noqa: write noqa directives instead of reporting
    # --infer-shapes: what the project's verify entries held when run (engine.facts.ObservedFacts)
    facts: Any = None
    # Hierarchical configuration: file -> (rules enabled, per-file ignores as (base dir, glob, codes)).
    # None: every file gets `enabled` and `per_file_ignores` (globs relative to `root`).
    config_for: Callable[[Path], tuple[set[str], list[tuple[Path, str, list[str]]]]] | None = None
    # file -> its `array-mode` (config.ARRAY_MODES); None: "auto" for every file
    array_mode_for: Callable[[Path], str] | None = None
