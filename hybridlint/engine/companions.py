"""Companion findings: what a rule reports only beside another rule's error in the same class.

A companion rule (``Rule.companion``; HYB024's plain operators between tensors whose shapes are not
proven equal) flags code that is legal where its block hybridizes, and is worth a rewrite only in a
block that fails anyway: there it may be the next failure once the errors are fixed. The engine
reports its findings everywhere, marked ``extra["companion"]``, so a cached result serves any later
question; the layers above keep them with :func:`keep_companions`, on the text the findings are of.
``--fix`` names the classes that failed in the file's original lint, whose fixes must stay
offered after the errors are gone (fix rounds re-lint a text without them).

Stdlib only (``ast``): the runner calls it on every file it reports, without loading libcst.
"""
from __future__ import annotations

import ast
import re
from typing import Callable, Iterable, Sequence

from hybridlint.diagnostics import PARSE_ERROR, Diagnostic, Findings

__all__ = ["COMPANION", "class_of", "class_spans", "failing_classes", "fixed_classes", "is_companion",
           "keep_companions", "settled_classes", "span_of"]

COMPANION = "companion"
_NEWLINE = re.compile("\n")

def is_companion(diag: Diagnostic) -> bool:
    return bool(diag.extra.get(COMPANION))


def class_spans(text: str) -> "list[tuple[int, int, str]]":
    """(first line, last line, name) of each class of ``text``, innermost first."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    out = [(node.lineno, node.end_lineno or node.lineno, node.name) for node in _statements(tree)
           if type(node) is ast.ClassDef]
    return sorted(out, key=lambda span: span[1] - span[0])


# what a statement list may hold: a class is a statement, and statements are only ever found in
# the lists of statements, handlers and match cases, never under an expression
_BLOCK_ITEMS = (ast.stmt, ast.excepthandler, getattr(ast, "match_case", ast.excepthandler))


def _statements(tree: ast.Module) -> "list[ast.AST]":
    """The statements (and handlers, match cases) of ``tree`` in ``ast.walk``'s order: breadth
    first, each node's lists in field order. A walk of every expression node cost 75% of the
    class spans of a warm run, which parses the files holding a companion finding."""
    out: list[ast.AST] = []
    level = [tree]
    while level:
        below = []
        for node in level:
            for name in node._fields:
                value = getattr(node, name, None)
                if type(value) is list:
                    below.extend(item for item in value if isinstance(item, _BLOCK_ITEMS))
        out.extend(below)
        level = below
    return out


def _span_at(line: object, spans: "Sequence[tuple[int, int, str]]") -> "tuple[int, int, str] | None":
    if isinstance(line, int):
        for span in spans:
            if span[0] <= line <= span[1]:
                return span
    return None


def span_of(diag: Diagnostic, spans: "Sequence[tuple[int, int, str]]") -> "tuple[int, int, str] | None":
    """The innermost class around a finding's own line, else around the line of the class's call
    that reaches the helper holding it (``via_line``)."""
    for line in (diag.line, diag.extra.get("via_line")):
        span = _span_at(line, spans)
        if span is not None:
            return span
    return None


def failing_classes(diagnostics: Iterable[Diagnostic], spans: "Sequence[tuple[int, int, str]]",
                    ) -> "set[tuple[int, int, str]]":
    """The classes (spans) holding an error of a rule that is not a companion: on its own line, or
    in a helper reached from the class (``via_line``: the helper's fault fails the class)."""
    out = set()
    for diag in diagnostics:
        if diag.severity != "error" or diag.code == PARSE_ERROR or is_companion(diag):
            continue
        for line in (diag.line, diag.extra.get("via_line")):
            span = _span_at(line, spans)
            if span is not None:
                out.add(span)
    return out


def class_of(diag: Diagnostic, spans: "Sequence[tuple[int, int, str]]") -> "str | None":
    """The name of the innermost class around a finding's own line (a companion in a helper outside
    every class belongs to none: rewriting it changes what other callers run too)."""
    span = _span_at(diag.line, spans)
    return None if span is None else span[2]


def keep_companions(diagnostics: Iterable[Diagnostic], text: "str | None",
                    classes: "frozenset[str]" = frozenset()) -> list[Diagnostic]:
    """``diagnostics`` without the companion findings that stand alone: a companion is kept inside
    a class with an error of another rule, or one named in ``classes``; never where another finding
    reports the same expression (that rule's finding says more)."""
    if not isinstance(diagnostics, list):
        diagnostics = list(diagnostics)
    if not any(is_companion(d) for d in diagnostics):
        return diagnostics      # (a Findings keeps the modules it was derived from)
    # where no class can fail (no error of another rule, none remembered by --fix) every companion
    # goes, and the file is not parsed for its classes: most files with hybrid code hold no error,
    # and a warm run would parse each of them again
    may_fail = bool(classes) or any(d.severity == "error" and d.code != PARSE_ERROR and not is_companion(d)
                                    for d in diagnostics)
    spans = class_spans(text) if text is not None and may_fail else []
    failing = failing_classes(diagnostics, spans)
    taken = {(d.line, d.col, d.end_line, d.end_col) for d in diagnostics if not is_companion(d)}
    kept = []
    for diag in diagnostics:
        if is_companion(diag):
            span = _span_at(diag.line, spans)
            if span is None or (span not in failing and span[2] not in classes):
                continue
            if (diag.line, diag.col, diag.end_line, diag.end_col) in taken:
                continue
        kept.append(diag)
    return Findings(kept, diagnostics.followed) if isinstance(diagnostics, Findings) else kept


def fixed_classes(diagnostics: Sequence[Diagnostic], text: str,
                  fixable: Callable[[Diagnostic], bool]) -> "frozenset[str]":
    """The classes whose companion findings ``--fix`` makes, read on the file's original lint: each
    holds an error of another rule, and each of its errors is offered a fix that will be made
    (``fixable``) or lies inside the edit of one (the `x.shape` reads of an `nd.array(...)` call
    the HYB007 fix replaces): a block left with an unfixed error still fails, and rewriting its
    operators would only add hunks. The later fix rounds keep them (their texts no longer hold
    the errors that made the classes fail)."""
    if not any(d.severity == "error" for d in diagnostics):
        return frozenset()
    spans = class_spans(text)
    failing = failing_classes(diagnostics, spans)
    unfixed = [d for d in diagnostics if d.severity == "error" and not fixable(d)]
    if unfixed:
        # (an error's fix only: a companion's edit keeps its operands' text, so an error inside
        # one -- HYB008's refused `w * noise` within the companion's `mu + w * noise` -- stays)
        edited = [(e.start, e.end) for d in diagnostics if d.fix is not None and fixable(d) and not is_companion(d)
                  for e in d.fix.edits]
        starts = _line_starts(text)
        unfixed = [d for d in unfixed if not _within(_offset(starts, d.line, d.col),
                                                     _offset(starts, d.end_line or d.line, d.end_col or d.col),
                                                     edited)]
        failing -= failing_classes(unfixed, spans)
    return frozenset(span[2] for span in failing)


def _line_starts(text: str) -> list[int]:
    return [0, *(m.end() for m in _NEWLINE.finditer(text))]


def _offset(starts: list[int], line: int, col: int) -> int:
    """The character offset of a 1-based line and column (past the end: the end of the text)."""
    if not 1 <= line <= len(starts):
        return -1
    return starts[line - 1] + col - 1


def _within(start: int, end: int, edited: "list[tuple[int, int]]") -> bool:
    return start >= 0 and any(s <= start and end <= e for s, e in edited)


def settled_classes(original: Sequence[Diagnostic], text: str, left: Sequence[Diagnostic],
                    fixed_text: str) -> "frozenset[str]":
    """The classes that held an error of another rule in the file's original lint (``original``
    of ``text``) and hold none in the lint of the fixed text (``left`` of ``fixed_text``): the
    rounds fixed every error, some only in a later round (an error a fix makes fixable), so the
    class may hybridize, and its companion fixes are worth making too."""
    before = {span[2] for span in failing_classes(original, class_spans(text))}
    if not before:
        return frozenset()
    after = {span[2] for span in failing_classes(left, class_spans(fixed_text))}
    return frozenset(before - after)
