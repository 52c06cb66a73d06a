"""``analyze(source, path, project)``: every rule's diagnostics for one file.

Pipeline: text prefilter -> stdlib ``ast`` parse (C speed; it also rejects
input that would crash libcst's native parser, such as thousands of nested
brackets) -> module index and a cheap decision of which top-level statements
can matter -> libcst parse of the source with every other top-level statement
blanked out (line numbers and columns unchanged, roughly half the parse time
on real model zoos) -> scope finder -> one rule traversal per scope.
"""
from __future__ import annotations

import ast
import re
import warnings
from typing import Iterable

import libcst as cst

from hybridlint.diagnostics import Diagnostic

from .catalogue import load_catalogue
from .context import Dispatcher, FileContext
from .index import HYBRID, ModuleIndex, ProjectIndex, index_ast_module
from .scopes import ScopeFinder

# Most files hold no hybrid code; these substrings are necessary for any scope
# (a HybridBlock base, a hybrid_forward) unless the project index knows the
# file defines subclasses of a project HybridBlock.
_MARKERS = ("hybrid_forward", "Hybrid")
_NEWLINE = re.compile(r"\r\n|\r|\n")


def may_hold_hybrid_code(source: str, path: str, project: ProjectIndex | None = None) -> bool:
    """Cheap text prefilter: False means analyze() would find nothing."""
    for marker in _MARKERS:
        if marker in source:
            return True
    return project is not None and project.has_hybrid_class(path)


def _hyb000(path: str, line: int, col: int, message: str) -> Diagnostic:
    return Diagnostic(path=path, line=max(1, line), col=max(1, col), code="HYB000", message=message)


def _parse_ast(source: str, path: str) -> ast.Module | Diagnostic:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")     # invalid escape sequences etc. are not ours to report
            return ast.parse(source)
    except SyntaxError as exc:
        return _hyb000(path, exc.lineno or 1, exc.offset or 1,
                       f"cannot parse this file: {exc.msg}; fix the syntax error "
                       "(hybridlint parses Python 3 source)")
    except (RecursionError, MemoryError):
        return _hyb000(path, 1, 1, "cannot analyze this file: expressions are nested too deeply "
                                   "for the parser; split them up")
    except ValueError as exc:      # e.g. NUL bytes
        return _hyb000(path, 1, 1, f"cannot parse this file: {exc}; is it really Python source?")


def _first_line(stmt: ast.stmt) -> int:
    decos = getattr(stmt, "decorator_list", None)
    return min([stmt.lineno] + [d.lineno for d in decos]) if decos else stmt.lineno


def _takes_f(stmt: ast.AST) -> bool:
    if not isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return False
    a = stmt.args
    return any(p.arg == "F" for p in (*a.posonlyargs, *a.args, *a.kwonlyargs))


def _relevant(stmt: ast.stmt, lines: list[str], index: ModuleIndex, project: ProjectIndex,
              ) -> tuple[bool, bool]:
    """(keep the statement, it may hold a hybrid class)."""
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        return True, False
    end = getattr(stmt, "end_lineno", None) or stmt.lineno
    text = "\n".join(lines[_first_line(stmt) - 1:end])
    if "hybrid_forward" in text or "Hybrid" in text:
        return True, True
    if isinstance(stmt, ast.ClassDef) and project.class_verdict(index, stmt.name) == HYBRID:
        return True, True
    if _takes_f(stmt):
        return True, False
    if isinstance(stmt, (ast.Try, ast.If)) and "import" in text:
        return True, False
    return False, False


def _reduced_source(source: str, tree: ast.Module, index: ModuleIndex, project: ProjectIndex,
                    ) -> tuple[str, list[ast.stmt] | None]:
    """The source with irrelevant top-level statements blanked (same lines and columns), and the
    kept statements; None when no statement can hold hybrid code."""
    pieces = _NEWLINE.split(source)
    ends = _NEWLINE.findall(source) + [""]
    keep: set[int] = set()
    any_class = False
    spans = []
    for stmt in tree.body:
        first, last = _first_line(stmt), getattr(stmt, "end_lineno", None) or stmt.lineno
        spans.append((first, last))
        k, c = _relevant(stmt, pieces, index, project)
        any_class = any_class or c
        if k:
            keep.update(range(first, last + 1))
    if not any_class:
        return source, None
    # a statement sharing a line with a kept one (`a = 1; import b`) is kept whole
    changed = True
    while changed:
        changed = False
        for first, last in spans:
            rng = range(first, last + 1)
            if any(i in keep for i in rng) and not all(i in keep for i in rng):
                keep.update(rng)
                changed = True
    out = [(pieces[i] if (i + 1) in keep else "") + ends[i] for i in range(len(pieces))]
    kept = [stmt for stmt, (first, _) in zip(tree.body, spans) if first in keep]
    return "".join(out), kept


def analyze(source: str, path: str, project: ProjectIndex | None = None, *,
            rules: Iterable[type] | None = None) -> list[Diagnostic]:
    """Diagnostics of every rule (or of ``rules``) for one file; never raises on bad input."""
    if not may_hold_hybrid_code(source, path, project):
        return []
    tree = _parse_ast(source, path)
    if isinstance(tree, Diagnostic):
        return [tree]
    index: ModuleIndex | None = project.module_for_path(path) if project is not None else None
    if index is None:
        index = index_ast_module(tree, path)
        # (a project that lacks this file still resolves its bases: class_verdict takes the
        # file's own index, so no copy of the project is made per file)
        project = ProjectIndex([index]) if project is None else project
    reduced, kept = _reduced_source(source, tree, index, project)
    if kept is None:
        return []
    try:
        module = cst.parse_module(reduced)
    except cst.ParserSyntaxError as exc:
        detail = getattr(exc, "message", "") or type(exc).__name__
        return [_hyb000(path, getattr(exc, "raw_line", 1) or 1, (getattr(exc, "raw_column", 0) or 0) + 1,
                        f"cannot parse this file: {detail}; hybridlint's parser (libcst) does not "
                        "support this syntax")]
    except (RecursionError, MemoryError, ValueError, TypeError) as exc:
        return [_hyb000(path, 1, 1, f"cannot parse this file ({type(exc).__name__}: {exc})")]
    try:
        return _analyze_module(module, source, path, index, project, kept, rules)
    except RecursionError:
        return [_hyb000(path, 1, 1, "cannot analyze this file: expressions are nested too deeply; "
                                    "this file was skipped")]
    except Exception as exc:  # a bug in the engine or a rule must not abort a whole run
        where = ""
        tb = exc.__traceback__
        while tb is not None:
            mod = tb.tb_frame.f_globals.get("__name__", "")
            if mod.startswith("hybridlint.rules.hyb"):
                where = f" in rule module {mod.rsplit('.', 1)[-1]}"
            tb = tb.tb_next
        return [_hyb000(path, 1, 1, f"internal error{where} ({type(exc).__name__}: {exc}); this "
                                    "file was not checked, please report it to hybridlint")]


def _analyze_module(module: cst.Module, source: str, path: str, index: ModuleIndex,
                    project: ProjectIndex, kept: list[ast.stmt], rule_classes) -> list[Diagnostic]:
    ctx = FileContext(source, path, module, index, load_catalogue(), ast_stmts=kept)
    ctx.project = project
    finder = ScopeFinder(module, source, index, project, ctx.resolve)
    scopes = finder.find()
    ctx.classes = finder.classes
    if not scopes and not finder.classes:
        return []
    if rule_classes is None:
        from hybridlint.rules import all_rules
        rule_classes = all_rules()
    dispatcher = Dispatcher(ctx, [cls(ctx) for cls in rule_classes])
    dispatcher.run_classes(finder.classes)
    for scope in scopes:
        dispatcher.run_scope(scope)
    return ctx.diagnostics()
