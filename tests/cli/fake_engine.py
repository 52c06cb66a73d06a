"""A tiny stand-in for the analysis engine: regex rules with known positions and fixes.

CLI behaviour (selection, noqa, reporters, cache, fixing) is tested against
this so a test failure points at the CLI, not at a rule.  The real engine is
exercised by tests/cli/test_real_engine.py.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

from hybridlint.diagnostics import Diagnostic, Edit, Fix
from hybridlint.analysis import Engine


class _Rule:
    fix = None
    rationale = "## What it does\nA fake rule for the CLI tests.\n\n## Why is this bad?\nIt is not.\n"

    @classmethod
    def doc(cls) -> str:
        return f"# {cls.code} ({cls.name})\n\n{cls.rationale}"


class Shape(_Rule):
    code, name, severity = "HYB001", "ndarray-only-attribute", "error"
    message = "`.shape` on a Symbol"


class AugAssign(_Rule):
    code, name, severity, fix = "HYB004", "augmented-assignment", "error", "unsafe"
    message = "`+=` on a tensor"


class Reshape(_Rule):
    code, name, severity, fix = "HYB009", "positional-reshape", "warning", "safe"
    message = "positional reshape"


class Print(_Rule):
    code, name, severity = "HYB011", "print-in-hybrid", "info"
    message = "print runs only while tracing"


RULES = [Shape, AugAssign, Reshape, Print]


@dataclass
class FakeIndex:
    path: str
    classes: list = field(default_factory=list)


class FakeProject:
    def __init__(self, modules):
        self.modules = list(modules)


def analyze(source: str, path: str, project=None) -> list[Diagnostic]:
    try:
        ast.parse(source)
    except SyntaxError as exc:
        return [Diagnostic(path=path, line=exc.lineno or 1, col=exc.offset or 1, code="HYB000",
                           message=f"syntax error: {exc.msg}")]
    out = []
    offset = 0
    for number, line in enumerate(source.splitlines(keepends=True), start=1):
        for match in re.finditer(r"(\w+)\.shape\b", line):
            out.append(Diagnostic(path, number, match.start() + 1, "HYB001", Shape.message,
                                  end_line=number, end_col=match.end() + 1))
        match = re.match(r"(\s*)(\w+) \+= (\w+)", line)
        if match:
            start, end = offset + match.start(2), offset + match.end(3)
            fix = Fix((Edit(start, end, f"{match.group(2)} = {match.group(2)} + {match.group(3)}"),),
                      "unsafe", "rewrite as `x = x + y`")
            out.append(Diagnostic(path, number, match.start(2) + 1, "HYB004", AugAssign.message,
                                  end_line=number, end_col=match.end(3) + 1, fix=fix))
        for match in re.finditer(r"\.reshape\((\d+), (\d+)\)", line):
            fix = Fix((Edit(offset + match.start(), offset + match.end(),
                            f".reshape(({match.group(1)}, {match.group(2)}))"),), "safe", "pass one shape tuple")
            out.append(Diagnostic(path, number, match.start() + 1, "HYB009", Reshape.message,
                                  end_line=number, end_col=match.end() + 1, severity="warning", fix=fix))
        for match in re.finditer(r"\bprint\(", line):
            out.append(Diagnostic(path, number, match.start() + 1, "HYB011", Print.message, severity="info"))
        offset += len(line)
    return out


def index_module(source: str, path: str) -> FakeIndex:
    return FakeIndex(path, re.findall(r"^class (\w+)", source, re.M))


def make_engine() -> Engine:
    return Engine(index_module, FakeProject, analyze, lambda: list(RULES))
