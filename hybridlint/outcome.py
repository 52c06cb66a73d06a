"""What a run gives back: per file (findings, fixes made or refused, the fixed text) and in all."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .diagnostics import Diagnostic
from .notebook import Notebook


@dataclass
class FileOutcome:
    display: str
    diagnostics: list[Diagnostic]
    path: Path | None = None
    lines: list[str] = field(default_factory=list)        # the analyzed text, for source snippets
    cell_first_line: dict[int, int] = field(default_factory=dict)  # notebook cell → its first line
    text: str | None = None                 # the text the diagnostics refer to (after fixes)
    notebook: Notebook | None = None
    fixed: int = 0                   # fixes applied (or that --diff would apply)
    diff: str = ""
    fix_messages: list[str] = field(default_factory=list)   # one line per fix applied
    fix_errors: list[str] = field(default_factory=list)     # fixes refused, for stderr
    fixed_output: bytes | None = None   # standard input after --fix, for stdout
    verify_notes: list[str] = field(default_factory=list)   # --verify results for fixes kept
    noqa_added: int = 0              # --add-noqa: lines given a noqa directive
    # the classes holding a companion finding in the last lint of the fix rounds (of ``text``)
    late_companions: frozenset = frozenset()


@dataclass
class RunResult:
    outcomes: list[FileOutcome]
    files_checked: int
    internal_errors: int = 0
    cache_hits: int = 0

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return [d for outcome in self.outcomes for d in outcome.diagnostics]

    @property
    def fixed(self) -> int:
        return sum(outcome.fixed for outcome in self.outcomes)
