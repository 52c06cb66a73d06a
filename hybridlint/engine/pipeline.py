"""``analyze(source, path, project, rules=...)``: the given rules' diagnostics for one file.

Pipeline: text prefilter -> stdlib ``ast`` parse (C speed; it also rejects
input that would crash libcst's native parser, such as thousands of nested
brackets) -> module index and a decision of which statements and methods can
matter (``reduce.py``) -> libcst parse, without libcst's checks for
hand-built trees, of the source with everything else blanked out (columns
unchanged; the emptied lines between kept top-level statements left out,
``Reduction.without_gaps``, positions mapped back to the file's lines) ->
scope finder -> one rule traversal per scope.  A file runs with the cyclic garbage collector off, and the cycles
the analysis makes are broken when it is done (see ``analyze()``).

``hybridlint.engine`` imports this module (and with it libcst) on the first
``analyze()`` of a file that passes the prefilter.
"""
from __future__ import annotations

import ast
import gc
import os
import re
import signal
import threading
import warnings
from contextlib import contextmanager
from dataclasses import replace
from itertools import repeat
from typing import Iterable, NamedTuple

from .astwalk import child_nodes as ast_child_nodes
from . import cstboot  # noqa: F401  (first: imports libcst with its start-up code cache)

import libcst as cst
from libcst._nodes.base import CSTNode

from hybridlint.diagnostics import PARSE_ERROR, Diagnostic, Findings

from .catalogue import load_catalogue
from .context import Dispatcher, FileContext
from .cst_init import install as install_constructors, skip_validation
from .imported import ImportFollower, with_star_names
from .index import ModuleIndex, ProjectIndex, index_ast_module
from .project_modules import ModuleSummary
from .prefilter import may_hold_hybrid_code
from .reduce import CLASS_HOOK_NEEDS, first_line, reduce_source
from .salvage import salvage
from .scopes import ScopeFinder
from .stubs import NeedsBody, stub_bodies
from .walk import shared_children


def _hyb000(path: str, line: int, col: int, message: str) -> Diagnostic:
    return Diagnostic(path=path, line=max(1, line), col=max(1, col), code=PARSE_ERROR, message=message)


class _Unparsed(NamedTuple):
    """Why ``ast.parse`` refused a file: its HYB000, and whether the refusal was a syntax error
    (which salvage.py may read past) rather than too deep a nesting or bytes that are no text."""
    error: Diagnostic
    syntax: bool


def _parse_ast(source: str, path: str) -> ast.Module | _Unparsed:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")     # invalid escape sequences etc. are not ours to report
            return ast.parse(source)
    except SyntaxError as exc:
        return _Unparsed(_hyb000(path, exc.lineno or 1, exc.offset or 1,
                                 f"cannot parse this file: {exc.msg}; fix the syntax error "
                                 "(hybridlint parses Python 3 source)"), syntax=True)
    except (RecursionError, MemoryError):
        return _Unparsed(_hyb000(path, 1, 1, "cannot analyze this file: expressions are nested too "
                                             "deeply for the parser; split them up"), syntax=False)
    except ValueError as exc:      # e.g. NUL bytes
        return _Unparsed(_hyb000(path, 1, 1, f"cannot parse this file: {exc}; is it really Python "
                                             "source?"), syntax=False)


# CPU seconds one file's analysis may take.  The size and nesting bounds below keep the parser
# safe, but some rules and fix offers cost more than linear time in the length of one function
# (a few hundred statements of `y = x.shape` took minutes); past this budget the file gets a
# HYB000 instead of stalling the run.  Real modules take well under a second.  CPU time, not
# wall time: on a loaded machine a file must not flip between findings and HYB000.
TIME_LIMIT_ENV = "HYBRIDLINT_FILE_TIME_LIMIT"
DEFAULT_TIME_LIMIT_S = 5.0


def time_limit() -> float:
    try:
        return float(os.environ.get(TIME_LIMIT_ENV, DEFAULT_TIME_LIMIT_S))
    except ValueError:
        return DEFAULT_TIME_LIMIT_S


class _OutOfTime(BaseException):
    """Raised by the SIGPROF handler; a BaseException so that no rule's `except Exception`
    swallows it."""


@contextmanager
def _deadline(seconds: float):
    """Raise _OutOfTime in this thread after ``seconds`` of process CPU time; a no-op off the
    main thread, without setitimer, or while someone else owns the profiling timer (a handler
    or a running timer)."""
    usable = (seconds > 0 and hasattr(signal, "setitimer")
              and threading.current_thread() is threading.main_thread()
              and signal.getsignal(signal.SIGPROF) in (signal.SIG_DFL, signal.SIG_IGN, None)
              and signal.getitimer(signal.ITIMER_PROF)[0] == 0)
    if not usable:
        yield
        return

    def on_alarm(signum, frame):
        raise _OutOfTime

    global _ARMED
    previous = signal.signal(signal.SIGPROF, on_alarm)
    # and again every 50 ms of CPU after the first: a signal that lands where Python cannot
    # raise (a finalizer, a callback whose errors are printed and ignored) loses the exception,
    # and a one-shot timer then let the analysis run on unbounded (seen: a 0.5 s budget, 7 s run)
    signal.setitimer(signal.ITIMER_PROF, seconds, 0.05)
    _ARMED = seconds
    try:
        yield
    finally:
        _ARMED = 0.0
        try:
            signal.setitimer(signal.ITIMER_PROF, 0)
        finally:
            signal.signal(signal.SIGPROF, previous)


# the budget _deadline armed for the file being analysed (0: none)
_ARMED = 0.0


def _rearm() -> None:
    """Give the analysis from the whole text the file's full budget again: what the stubbed
    attempt spent before it tripped must not make a file run out of time that the analysis
    without stubs finishes (stubs.py: a trip costs time, never a different answer)."""
    if _ARMED > 0:
        signal.setitimer(signal.ITIMER_PROF, _ARMED, 0.05)


def analyze(source: str, path: str, project: ProjectIndex | None = None, *,
            rules: Iterable[type]) -> list[Diagnostic]:
    """Diagnostics of ``rules`` for one file; never raises on bad input."""
    if not may_hold_hybrid_code(source, path, project):
        return []
    # the first file with hybrid code imports the rules and fixers (``rules.registered()`` is
    # lazy); that one-time cost (~1 s of CPU where no .pyc can be written) is not this file's
    rules = tuple(rules)
    limit = time_limit()
    try:
        with _deadline(limit):
            return _analyze_gc_off(source, path, project, rules)
    except _OutOfTime:
        # (CPU time still depends on the machine: the runner does not cache this result)
        return [Diagnostic(path=path, line=1, col=1, code=PARSE_ERROR, extra={"uncached": True},
                           message=f"file too complex to analyze: hybridlint gave up after {limit:g} s of CPU time "
                                   f"(set {TIME_LIMIT_ENV} to allow longer); split the long functions "
                                   "up, or exclude this file")]


def _analyze_gc_off(source: str, path: str, project: ProjectIndex | None,
                    rules: Iterable[type]) -> list[Diagnostic]:
    # The parsers build hundreds of thousands of objects without a single reference cycle, and
    # the collector would scan them again and again (~6% of the time); the analysis breaks its
    # own cycles when it is done (_break_cycles), so the file's trees go by reference counting.
    if gc.isenabled():
        gc.disable()
        try:
            return _analyze(source, path, project, rules)
        finally:
            gc.enable()
    return _analyze(source, path, project, rules)


# Data, not code: parsing megabytes of literals costs seconds and gigabytes (a 5 MB one-line
# list: 5 s, 2.4 GB in the stdlib parser alone), so such files get a HYB000 instead.
MAX_SOURCE_CHARS = 4_000_000
# What libcst parses (the classes and functions that can hold hybrid code) is bounded tighter:
# its tree takes ~350 bytes a character (1.4 MB of HybridBlocks: 480 MB). The largest module
# of the corpus and the held-out code bases holds a tenth of this.
MAX_PARSED_CHARS = 1_000_000
MAX_LINE_CHARS = 100_000
# The stdlib parser takes ~2 KB a name or number of dense code (300,000 lines of `y = 1`: 1.8 MB
# of text, 710 MB of AST), so the names and numbers of a large file are counted first; the
# largest module of the pinned corpus (MXNet's generated gen_op.py) has 57,000.
MAX_WORDS = 250_000
_WORD = re.compile(r"\w+")
_COUNT_WORDS_ABOVE = 200_000            # characters; below, the count is not worth taking


def _too_large(source: str) -> "tuple[int, str] | None":
    if len(source) > MAX_SOURCE_CHARS:
        return 1, f"{len(source):,} characters (over {MAX_SOURCE_CHARS:,})"
    if len(source) > MAX_LINE_CHARS:
        lengths = list(map(len, source.splitlines()))       # (C speed: this runs on big files)
        if max(lengths) > MAX_LINE_CHARS:
            number = next(i for i, n in enumerate(lengths, 1) if n > MAX_LINE_CHARS)
            return number, f"line {number} is {lengths[number - 1]:,} characters long (over {MAX_LINE_CHARS:,})"
    if len(source) > _COUNT_WORDS_ABOVE:
        words = _WORD.subn("", source)[1]          # (C speed; no list of matches)
        if words > MAX_WORDS:
            return 1, f"{words:,} names and numbers (over {MAX_WORDS:,})"
    return None


def _analyze(source: str, path: str, project: ProjectIndex | None, rules: Iterable[type],
             ) -> list[Diagnostic]:
    large = _too_large(source)
    if large is not None:
        return [_hyb000(path, large[0], 1, f"file too large to analyze: {large[1]}; it looks like "
                                           "data rather than code. Move the data to a data file "
                                           "or exclude this file")]
    tree = _parse_ast(source, path)
    if isinstance(tree, _Unparsed):
        if not tree.syntax:
            return [tree.error]
        return _analyze_salvaged(source, path, project, rules, tree.error)
    index: ModuleIndex | None = project.module_for_path(path) if project is not None else None
    # (only the module's top-level statements: cheap next to the analysis)
    own = index_ast_module(tree, path)
    if index is None:
        index = own
        # (a project that lacks this file still resolves its bases: class_verdict takes the
        # file's own index, so no copy of the project is made per file)
        project = ProjectIndex([index]) if project is None else project
    elif index != own:
        # the project indexed this path from another text than the one analysed: a fix round's
        # text, after a fix added an import (`from mxnet import nd`). Read from the old index,
        # the next round's fixes would take the name as unbound or foreign and refuse, and a
        # second `--fix` would change the file again
        index, project = own, project.with_module(own)
    star_read: list[ModuleSummary] = []
    if index.star_imports:
        real = os.path.realpath(os.path.join(project.base or os.getcwd(), path))
        index = with_star_names(index, tree.body, real, star_read)
    rules = list(rules)
    try:
        return _analyze_tree(source, tree, path, index, project, rules, star_read)
    except RecursionError:
        return [_hyb000(path, 1, 1, "cannot analyze this file: expressions are nested too deeply; "
                                    "this file was skipped")]
    except Exception as exc:  # a bug in the engine or a rule must not abort a whole run
        where = ""
        rule_modules = {getattr(rule, "__module__", None) for rule in rules}
        tb = exc.__traceback__
        while tb is not None:
            mod = tb.tb_frame.f_globals.get("__name__", "")
            if mod in rule_modules:
                where = f" in rule module {mod.rsplit('.', 1)[-1]}"
            tb = tb.tb_next
        return [_hyb000(path, 1, 1, f"internal error{where} ({type(exc).__name__}: {exc}); this "
                                    "file was not checked, please report it to hybridlint")]


def _analyze_salvaged(source: str, path: str, project: ProjectIndex | None, rules: Iterable[type],
                      error: Diagnostic) -> list[Diagnostic]:
    """The HYB000 of a file with a syntax error, and the findings of the rest of it (salvage.py):
    a Python 2 training script's `print` must not hide its HybridBlocks' faults. The findings
    carry no fix: their edits are of the repaired text, not of the file."""
    repaired = salvage(source)
    if repaired is None:
        return [error]
    found = [d for d in _analyze(repaired.text, path, project, rules) if d.code != PARSE_ERROR]
    if not found:
        return [error]
    what = []
    if repaired.read_as_py3:
        what.append(f"line{'s' if len(repaired.read_as_py3) > 1 else ''} "
                    f"{', '.join(map(str, sorted(repaired.read_as_py3)))} read as Python 3")
    if repaired.left_out:
        what.append(f"line{'s' if len(repaired.left_out) > 1 else ''} "
                    f"{', '.join(map(str, sorted(repaired.left_out)))} left out")
    if repaired.tabs_expanded:
        what.append("tabs in indentation expanded to multiples of 8")
    note = (f"; the rest of the file was checked ({'; '.join(what)}), and its findings get no fix "
            "until the file parses")
    shift = _tab_shifts(source, repaired.text) if repaired.tabs_expanded else {}
    return [replace(error, message=error.message + note)] + [_unfixed(d, shift) for d in found]


def _tab_shifts(source: str, expanded: str) -> dict[int, tuple[int, int]]:
    """line -> (indentation width as expanded, as written) where tabs were expanded."""
    out = {}
    for number, (old, new) in enumerate(zip(source.split("\n"), expanded.split("\n")), start=1):
        if old != new:
            written = len(old) - len(old.lstrip(" \t"))
            out[number] = (len(new) - len(new.lstrip(" ")), written)
    return out


def _unfixed(diag: Diagnostic, shift: dict[int, tuple[int, int]]) -> Diagnostic:
    """A finding of a salvaged text as the file reads it: columns of the written indentation,
    no fix, and a fix hint that says when it applies."""
    def column(line: int, col: int) -> int:
        wide, written = shift.get(line, (0, 0))
        return col - (wide - written) if col > wide else min(col, written + 1)
    message = diag.message.replace(" (fix: ", " (fix, once the file parses: ")
    return replace(diag, fix=None, message=message, col=column(diag.line, diag.col),
                   end_col=column(diag.end_line, diag.end_col) if diag.end_col else 0)


# Parse first without the __init__ bodies no reader needs, nor those of the methods kept only for
# what they hold that no scope-like code names (stubs.py). On: on the pinned corpus 4 files with
# such a body still trip (the held-array fixer, which edits __init__, _find_handed_functions,
# _exact_callee, _held_table_pick; bench/RESULTS.md, Session 60) and are parsed again from the
# whole text; param_shapes and the constant
# readers parse a stubbed __init__ on its own (HybridClass.readable_methods; 15 more trips before),
# and the rest skip ~40% of their parse (bench/RESULTS.md, Session 34). A tripped file's analysis
# from the whole text gets the whole CPU budget again (_rearm). One difference is left: syntax
# libcst rejects inside a stubbed body gives no HYB000 unless a reader trips there.
STUB_INITS = True


def _analyze_tree(source: str, tree: ast.Module, path: str, index: ModuleIndex, project: ProjectIndex,
                  rules: list[type], star_read: list[ModuleSummary]) -> list[Diagnostic]:
    # methods of a class are blanked only while every class-level rule's needs are known
    blank_methods = all(getattr(r, "check_class", None) is None or getattr(r, "code", None) in CLASS_HOOK_NEEDS
                        for r in rules)
    reduction = reduce_source(source, tree, index, project, blank_methods, STUB_INITS)
    if reduction is None:
        return []
    kept_chars = len(reduction.text) - reduction.text.count("\n")
    if kept_chars > MAX_PARSED_CHARS:
        return [_hyb000(path, 1, 1, f"file too large to analyze: {kept_chars:,} characters of "
                                   f"possibly hybrid code (over {MAX_PARSED_CHARS:,}; the parser "
                                   "needs ~350 bytes of memory a character). Split the module, "
                                   "or exclude this file")]
    too_complex = _too_complex(reduction.kept, reduction.text)
    if too_complex is not None:
        line, what = too_complex
        return [_hyb000(path, line, 1, f"file too complex to analyze: {what}; hybridlint's parser "
                                       "(libcst) would overflow its stack or exhaust memory on it. Split it "
                                       "up, or exclude this file")]
    if reduction.stubbed_text is not None:
        # first without the __init__ bodies that reduce.py chose (stubs.py); a reader that
        # needs one of them trips, and the file is analysed again from its whole text
        text, lines = reduction.without_gaps(reduction.stubbed_text)
        try:
            module = _parse_module(text)
        except (cst.ParserSyntaxError, RecursionError, MemoryError, ValueError, TypeError):
            module = None        # (the whole text's parse below says what is wrong)
        if module is not None:
            stub_bodies(module, reduction.stubbed, _kept_classes(reduction))
            try:
                return _analyze_module(module, source, path, index, project, reduction.kept,
                                       reduction.blanked, rules, tree.body, star_read, lines)
            except NeedsBody:
                _rearm()
            finally:
                del module
    text, lines = reduction.without_gaps(reduction.text)
    module = None
    if lines is not None:
        try:
            module = _parse_module(text)
        except (cst.ParserSyntaxError, RecursionError, MemoryError, ValueError, TypeError):
            lines = None         # the parse with every line, below, says where and what is wrong
    try:
        if module is None:
            module = _parse_module(reduction.text)
    except cst.ParserSyntaxError as exc:
        detail = getattr(exc, "message", "") or type(exc).__name__
        return [_hyb000(path, getattr(exc, "raw_line", 1) or 1, (getattr(exc, "raw_column", 0) or 0) + 1,
                        f"cannot parse this file: {detail}; hybridlint's parser (libcst) does not "
                        "support this syntax")]
    except (RecursionError, MemoryError, ValueError, TypeError) as exc:
        return [_hyb000(path, 1, 1, f"cannot parse this file ({type(exc).__name__}: {exc})")]
    return _analyze_module(module, source, path, index, project, reduction.kept, reduction.blanked, rules,
                           tree.body, star_read, lines)


def _kept_classes(reduction) -> "list[tuple[ast.ClassDef, list[ast.stmt]]]":
    """The top-level classes of the parsed text with the methods left in it, in order."""
    out = []
    for stmt in reduction.kept:
        if type(stmt) is ast.ClassDef:
            out.append((stmt, [s for s in stmt.body
                               if type(s) in (ast.FunctionDef, ast.AsyncFunctionDef)
                               and first_line(s) not in reduction.blanked]))
    return out


# libcst's native parser recurses per operand of an `and`/`or`/comparison chain and per level of
# nesting (a flat `x and x and ...` of ~8000 operands or `x + x + ...` of ~20000 kills the
# process with SIGSEGV); these bounds stay well below that.
MAX_NESTING = 1000
MAX_OPERANDS = 1500
# libcst's tree takes ~3 KB per stdlib AST node of dense code (a subscript of 50,000 slices on
# 50,000 lines: 200,000 nodes, 650 MB), and the rules ~0.12 ms of CPU per node of one long
# statement (a subscript of 20,000 slices, 60,000 nodes: 7 s, over the per-file budget, so it
# ran until the budget cut it off); the longest statement of the pinned corpus has 5,000.
MAX_LONG_STATEMENT_NODES = 40_000
# Statements shorter than this cannot reach the bounds: only long ones are walked (speed).
_SUSPECT_CHARS = 8000


def _too_complex(stmts: list[ast.stmt], source: str) -> "tuple[int, str] | None":
    """(line, what) of the first construct over the bounds in ``stmts``, else None."""
    lines: list[str] | None = None
    long = []
    for stmt in stmts:
        end = getattr(stmt, "end_lineno", None) or stmt.lineno
        if lines is None:
            lines = source.splitlines()
        if sum(map(len, lines[stmt.lineno - 1:end])) >= _SUSPECT_CHARS:
            long.append(stmt)
    # (almost every file is within every bound: a pass a level of depth says so; the walk that
    # names the first construct over them, in source order, runs only where one is)
    if not long or _within_bounds(long):
        return None
    return _first_over_bounds(long)


def _within_bounds(roots: list[ast.stmt]) -> bool:
    """No construct under ``roots`` is over the bounds: _first_over_bounds would give None.  The
    same nodes, counted a level at a time (a level's depth is the walk's depth of its nodes),
    with child_nodes inlined: no call, tuple or stack push a node."""
    nodes = 0
    depth = 0
    level: list = roots
    node_type, bool_op, compare = ast.AST, ast.BoolOp, ast.Compare
    while level:
        nodes += len(level)
        if nodes > MAX_LONG_STATEMENT_NODES or depth > MAX_NESTING:
            return False
        below: list = []
        push = below.append
        for node in level:
            t = type(node)      # (the stdlib parser builds no subclasses of its node types)
            if (t is bool_op and len(node.values) > MAX_OPERANDS) or \
                    (t is compare and len(node.comparators) > MAX_OPERANDS):
                return False
            for name in node._fields:
                value = getattr(node, name, None)       # (child_nodes' nodes, context leaves too)
                if isinstance(value, node_type):
                    push(value)
                elif isinstance(value, list):
                    for item in value:
                        if isinstance(item, node_type):
                            push(item)
        level = below
        depth += 1
    return True


def _first_over_bounds(stmts: list[ast.stmt]) -> "tuple[int, str] | None":
    """(line, what) of the first construct over the bounds under ``stmts``, in source order."""
    nodes = 0
    for stmt in stmts:
        stack: list[tuple[ast.AST, int]] = [(stmt, 0)]
        while stack:
            node, depth = stack.pop()
            nodes += 1
            if nodes > MAX_LONG_STATEMENT_NODES:
                return stmt.lineno, f"more than {MAX_LONG_STATEMENT_NODES:,} syntax nodes in long statements"
            if depth > MAX_NESTING:
                return getattr(node, "lineno", stmt.lineno), f"expressions nested {MAX_NESTING}+ levels deep"
            if isinstance(node, ast.BoolOp) and len(node.values) > MAX_OPERANDS:
                return node.lineno, f"an `and`/`or` chain of {len(node.values)} operands"
            if isinstance(node, ast.Compare) and len(node.comparators) > MAX_OPERANDS:
                return node.lineno, f"a comparison chain of {len(node.comparators) + 1} operands"
            stack.extend(zip(ast_child_nodes(node), repeat(depth + 1)))     # (no generator a node)
    return None


# cst_init's constructors take ~5 ms of CPU to build and save ~0.1 us a parsed character (~8% of
# the parse): built once a process has parsed this many characters, so that a one-file run (the
# largest reduced module of the pinned corpus is 40k) does not pay for them
INSTALL_CONSTRUCTORS_AFTER = 50_000
_parsed_chars = 0


def _no_validation(self) -> None:
    pass


def _parse_module(text: str) -> cst.Module:
    """``libcst.parse_module`` without libcst's per-node validation (~15% of the parse).

    Every node the native parser builds runs ``CSTNode.__post_init__`` ->
    ``_validate()``, checks meant for trees built by hand (libcst's own source
    says it would rather not validate parsed trees); a parsed tree is valid by
    construction.  The hook is swapped only around the parse and only if it
    still is the one-line hook this was written against.  (Not thread-safe:
    another thread building nodes meanwhile would skip their validation too;
    the linter parses in one thread per process.)
    """
    global _parsed_chars
    if _parsed_chars >= INSTALL_CONSTRUCTORS_AFTER:
        install_constructors()
    _parsed_chars += len(text)
    hook = CSTNode.__dict__.get("__post_init__")
    if hook is None or getattr(hook, "__code__", None) is None or hook.__code__.co_names != ("_validate",):
        return cst.parse_module(text)
    CSTNode.__post_init__ = _no_validation
    skip_validation(True)       # (cst_init's constructors: not even the no-op's call)
    try:
        return cst.parse_module(text)
    finally:
        CSTNode.__post_init__ = hook
        skip_validation(False)


def _analyze_module(module: cst.Module, source: str, path: str, index: ModuleIndex,
                    project: ProjectIndex, kept: list[ast.stmt], blanked: set[int],
                    rule_classes, module_stmts: list[ast.stmt],
                    star_read: list[ModuleSummary], lines: "list[int] | None" = None) -> list[Diagnostic]:
    with shared_children():
        return _analyze_module_walked(module, source, path, index, project, kept, blanked, rule_classes,
                                      module_stmts, star_read, lines)


def _analyze_module_walked(module: cst.Module, source: str, path: str, index: ModuleIndex,
                           project: ProjectIndex, kept: list[ast.stmt], blanked: set[int],
                           rule_classes, module_stmts: list[ast.stmt],
                           star_read: list[ModuleSummary], lines: "list[int] | None" = None) -> list[Diagnostic]:
    ctx = FileContext(source, path, module, index, load_catalogue(), ast_stmts=kept, blanked=blanked,
                      module_stmts=module_stmts, parsed_lines=lines)
    ctx.project = project
    facts = getattr(project, "facts", None)
    if facts is not None:
        ctx.facts = facts.for_source(path, source, project.base)
    finder = ScopeFinder(module, source, index, project, ctx.resolve,
                         constants=lambda: ctx.number_constants, call_forms=ctx.call_forms,
                         ast_body=kept, blanked=blanked, module_stmts=module_stmts)
    try:
        scopes = finder.find()
        ctx.classes = finder.classes
        ctx.scopes_by_func = {id(s.func): s for s in scopes}
        if not scopes and not finder.classes:
            return []
        dispatcher = Dispatcher(ctx, [cls(ctx) for cls in rule_classes])
        dispatcher.run_classes(finder.classes)
        for scope in scopes:
            dispatcher.run_scope(scope)
        _run_call_sites(finder, ctx, dispatcher)
        diagnostics = ctx.diagnostics()
        follower = ImportFollower(path, project.base or os.getcwd(), project, rule_classes, _parse_followed)
        # the names star imports brought in came from these modules: the result depends on them
        follower.read.extend(star_read)
        try:
            follower.follow(finder, ctx, None, module_stmts)
        except (RecursionError, MemoryError, OSError, ValueError, TypeError, AttributeError,
                IndexError, KeyError):
            # a module it follows into must not cost this file its own findings: without the
            # modules read the result is also not tied to them, so it is a plain list
            return diagnostics
        if not follower.read:
            return diagnostics
        return Findings(diagnostics + follower.diagnostics, followed=follower.followed())
    finally:
        _break_cycles(ctx, finder)


def _run_call_sites(finder: ScopeFinder, ctx: FileContext, dispatcher: Dispatcher) -> None:
    """The rules over helpers read with one call site's argument kinds, after every scope (a
    finding the joined reading made already keeps its place and message).  A rewrite the helper
    gets for one caller also runs for the others: a fixer refuses (``Fixer.offer``, with
    ``Scope.site_refusal``) unless the reading stands for every call there can be."""
    sites = finder.call_site_scopes()
    if not sites:
        return
    try:
        for site in sites:
            dispatcher.run_scope(site)
    finally:
        for site in sites:
            site.kinds = None


def _parse_followed(summary: ModuleSummary) -> cst.Module | None:
    """The libcst tree of a module another file's hybrid code calls into, parsed once per process
    (``summary`` is memoised), under the bounds a file of the run gets; None past them."""
    if summary.cst is None:
        summary.cst = False
        source = summary.source
        if (_too_large(source) is None and len(source) <= MAX_PARSED_CHARS
                and _too_complex(summary.tree.body, source) is None):
            try:
                summary.cst = _parse_module(source)
            except (cst.ParserSyntaxError, RecursionError, MemoryError, ValueError, TypeError):
                pass
    return summary.cst or None


def _break_cycles(ctx: FileContext, finder: ScopeFinder) -> None:
    """Drop the references that make cycles (kind solvers <-> scope finder, reports -> rules ->
    context) so that the file's trees are freed now by reference counting, not by a later
    collection that has to scan them all (analyze() runs with the collector off)."""
    for scope in finder.scopes:
        scope.kinds = None
        scope.input_calls = None    # (a closure over the scope and the finder)
    finder.scopes = []
    ctx.scopes_by_func = {}
    ctx._reports = []
