"""What the analyzer reports: diagnostics with optional fixes.

This module is the contract between the analysis engine (which produces
diagnostics), the fix applier, the reporters and the cache (which pickles
them), so it holds plain data only.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Applicability = Literal["safe", "unsafe"]
Severity = Literal["error", "warning", "info"]

# The two codes found outside the rule catalogue: by the reader/parser and by the noqa pass.
PARSE_ERROR = "HYB000"
UNUSED_NOQA = "HYB100"


@dataclass(frozen=True)
class Edit:
    """Replace ``source[start:end]`` (character offsets into the decoded text) with ``text``."""

    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Fix:
    edits: tuple[Edit, ...]
    applicability: Applicability
    message: str = ""


@dataclass(frozen=True)
class Diagnostic:
    path: str
    line: int            # 1-based
    col: int             # 1-based, in characters
    code: str            # "HYB001"
    message: str
    end_line: int = 0
    end_col: int = 0
    severity: Severity = "error"
    fix: Fix | None = None
    cell: int | None = None   # notebooks: 1-based cell number; line/col are then within the cell
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def location(self) -> str:
        if self.cell is not None:
            return f"{self.path}:cell {self.cell}:{self.line}:{self.col}"
        return f"{self.path}:{self.line}:{self.col}"


class Findings(list):
    """The diagnostics of one analysed file (a list), with the other files of the project they
    were derived from: ``followed`` holds (path, content hash) of each module the analysis read
    to follow a tensor into an imported helper.  A result cached for the file stays valid only
    while those files are unchanged.  Diagnostics located in such a module name its path."""

    def __init__(self, diagnostics=(), followed: "tuple[tuple[str, str], ...]" = ()) -> None:
        super().__init__(diagnostics)
        self.followed = tuple(followed)

    def __reduce__(self):
        return (Findings, (list(self), self.followed))
