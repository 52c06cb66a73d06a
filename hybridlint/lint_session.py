"""Lint one in-memory document the way ``hybridlint check`` would lint it on disk.

The editor server (``hybridlint.server``) keeps one LintSession; this module knows nothing
of the Language Server Protocol, so it is tested without pygls.  Each document is checked
with the configuration closest to its path (as ``check`` does), its ``# noqa`` comments
and per-file ignores; fixes are the same fixes ``check --fix`` applies, round after round.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .config import ConfigError, Configs
from .diagnostics import Diagnostic, Edit
from .noqa import UNUSED_NOQA, add_noqa
from .analysis import load_engine
from .outcome import FileOutcome
from .run_settings import Settings
from .runner import run

_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass
class Checked:
    """One document checked: its findings (edits are offsets into ``text``) or why it was not."""
    text: str
    diagnostics: list[Diagnostic]
    config_error: str | None = None


class LintSession:
    def __init__(self, root: Path):
        self.root = Path(root)
        self.engine = load_engine()
        self.engine.preload()

    def _settings(self, path: Path, fix: bool, unsafe: bool) -> Settings:
        configs = Configs([str(path.parent)], None, self.root, [*self.engine.codes, UNUSED_NOQA])
        config = configs.for_path(path)
        rules = (configs.enabled(config), config.all_per_file_ignores())
        return Settings(enabled=rules[0], root=configs.project.root, jobs=1, fix=fix, unsafe_fixes=unsafe,
                        cache=None, cwd=self.root, config_for=lambda _path: rules,
                        array_mode_for=lambda _path: config.array_mode)

    def _run(self, path: Path, text: str, fix: bool = False, unsafe: bool = False) -> FileOutcome | str:
        try:
            settings = self._settings(path, fix, unsafe)
        except ConfigError as exc:
            return str(exc)
        result = run([], settings, self.engine, stdin=(path, text.encode("utf-8")))
        return result.outcomes[0] if result.outcomes else FileOutcome(display=str(path), diagnostics=[])

    def check(self, path: Path, text: str) -> Checked:
        outcome = self._run(path, text)
        if isinstance(outcome, str):
            return Checked(text, [], config_error=outcome)
        return Checked(outcome.text if outcome.text is not None else text, outcome.diagnostics)

    def fix_all(self, path: Path, text: str, unsafe: bool = False) -> str | None:
        """The document after every (safe, or also unsafe) fix, or None when nothing changes."""
        outcome = self._run(path, text, fix=True, unsafe=unsafe)
        if isinstance(outcome, str) or outcome.fixed_output is None:
            return None
        fixed = outcome.fixed_output.decode("utf-8")
        return fixed if fixed != text else None

    @staticmethod
    def noqa_edit(text: str, diag: Diagnostic) -> Edit | None:
        """The edit that adds ``# noqa: CODE`` for ``diag`` to its line (None where a comment
        there would change the code)."""
        new, added, _ = add_noqa(text, [diag])
        if not added:
            return None
        start = 0
        while start < min(len(text), len(new)) and text[start] == new[start]:
            start += 1
        end_old, end_new = len(text), len(new)
        while end_old > start and end_new > start and text[end_old - 1] == new[end_new - 1]:
            end_old, end_new = end_old - 1, end_new - 1
        return Edit(start, end_old, new[start:end_new])


class Positions:
    """Character offsets and 1-based (line, column) <-> LSP positions (0-based, UTF-16 units)."""

    def __init__(self, text: str):
        self.text = text
        self.starts = [0] + [m.end() for m in _BREAK.finditer(text)]

    def _utf16(self, line_start: int, offset: int) -> int:
        chunk = self.text[line_start:offset]
        return len(chunk) + sum(1 for ch in chunk if ord(ch) > 0xFFFF)

    def of_offset(self, offset: int) -> tuple[int, int]:
        offset = max(0, min(offset, len(self.text)))
        lo, hi = 0, len(self.starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo, self._utf16(self.starts[lo], offset)

    def of_line_col(self, line: int, col: int) -> tuple[int, int]:
        """A finding's 1-based line and character column."""
        index = min(max(line, 1), len(self.starts)) - 1
        return self.of_offset(self.starts[index] + max(col - 1, 0))

    def to_offset(self, line: int, character: int) -> int:
        if line >= len(self.starts):
            return len(self.text)
        start = self.starts[line]
        end = self.starts[line + 1] if line + 1 < len(self.starts) else len(self.text)
        units = 0
        for i in range(start, end):
            if units >= character:
                return i
            units += 2 if ord(self.text[i]) > 0xFFFF else 1
        return end
