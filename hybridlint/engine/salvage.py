"""Read the rest of a module that Python 3 cannot parse.

Real Gluon code of 2017-2019 is often Python 2 in a few places -- a training script's
``print "epoch", i``, ``except Exception, e:``, a tab-and-space indentation Python 2 accepted --
while its HybridBlocks are plain Python 3. A parse error used to leave the whole file unchecked, so
the blocks' own faults went unreported. ``salvage`` returns a text with the same lines that does
parse: each line the parser stops at is read as the Python 3 spelling of its Python 2 statement
where there is one (``print(...)``, ``except E as e:``, ``raise E(v)``, ``exec(...)``, ``!=`` for
``<>``, ``0o`` octals, no ``L`` suffix), and otherwise replaced by ``pass`` (or by ``if True:``
where it opens a block, so that its body still parses). Tabs in indentation are expanded as
Python 2 did (to the next multiple of 8) when Python 3 rejects their mix with spaces.

The findings on such a text are reported beside the HYB000 that says the file does not parse;
they carry no fix, since edits of the repaired text are not edits of the file.
"""
from __future__ import annotations

import ast
import re
import warnings
from dataclasses import dataclass

# A file with more broken lines than this is not mostly Python 3: left unread, as before.
MAX_REPAIRS = 25

_PRINT = re.compile(r"^(?P<ind>[ \t]*)print(?![\w(])(?P<rest>.*)$")
_EXCEPT = re.compile(r"^(?P<ind>[ \t]*)except(?P<types>[ \t(].*?)[ \t]*,[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*:(?P<tail>.*)$")
_RAISE = re.compile(r"^(?P<ind>[ \t]*)raise[ \t]+(?P<cls>[A-Za-z_][\w.]*)[ \t]*,[ \t]*(?P<arg>.+?)[ \t]*$")
_EXEC = re.compile(r"^(?P<ind>[ \t]*)exec[ \t]+(?![(=])(?P<rest>.+?)[ \t]*$")
_OCTAL = re.compile(r"(?<![\w.])0(?P<digits>[0-7]+)(?![\w.])")
_LONG = re.compile(r"(?<![\w.])(?P<digits>\d+)[lL](?!\w)")
_LEADING_WS = re.compile(r"^[ \t]+")
# the end of a statement's code: a comment starts at an unquoted `#` (approximate: enough for
# the one-line statements rewritten here, which are checked by parsing afterwards)
_COMMENT = re.compile(r"""^((?:[^#'"]|'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*")*)(#.*)?$""")


@dataclass
class Salvage:
    text: str
    read_as_py3: list[int]       # lines given their Python 3 spelling
    left_out: list[int]          # lines replaced by `pass` / `if True:`
    tabs_expanded: bool


def _parse_error(text: str) -> SyntaxError | None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ast.parse(text)
        return None
    except SyntaxError as exc:
        return exc
    except (ValueError, RecursionError, MemoryError):
        raise _Unsalvageable


class _Unsalvageable(Exception):
    pass


def _split_comment(body: str) -> tuple[str, str]:
    m = _COMMENT.match(body)
    if m is None:
        return body, ""
    return m.group(1).rstrip(), (m.group(2) or "")


def _as_py3(line: str) -> str | None:
    """The Python 3 spelling of a one-line Python 2 statement, or None."""
    m = _PRINT.match(line)
    if m is not None:
        code, comment = _split_comment(m.group("rest"))
        code = code.strip()
        if code.startswith(("=", ".", "[")) or (code and code[0] in "+-*/%&|^<>"):
            return None            # `print = ...`, `print.x`: a name, not the statement
        end = ""
        if code.endswith(","):
            code, end = code[:-1].rstrip(), ", end=' '"
        # (`print >>f, x` and a bare `print` are valid Python 3 expressions: never an error here)
        call = f"print({code}{end})"
        return f"{m.group('ind')}{call}{'  ' + comment if comment else ''}"
    m = _EXCEPT.match(line)
    if m is not None:
        return f"{m.group('ind')}except {m.group('types').strip()} as {m.group('name')}:{m.group('tail')}"
    m = _RAISE.match(line)
    if m is not None:
        code, comment = _split_comment(m.group("arg"))
        return f"{m.group('ind')}raise {m.group('cls')}({code}){'  ' + comment if comment else ''}"
    m = _EXEC.match(line)
    if m is not None:
        code, comment = _split_comment(m.group("rest"))
        if " in " in code:
            return None            # `exec code in ns`: rare, left out rather than guessed
        return f"{m.group('ind')}exec({code}){'  ' + comment if comment else ''}"
    fixed = line.replace("<>", "!=")
    fixed = _OCTAL.sub(lambda k: "0o" + k.group("digits"), fixed)
    fixed = _LONG.sub(lambda k: k.group("digits"), fixed)
    return fixed if fixed != line else None


def _neutral(line: str) -> str:
    indent = _LEADING_WS.match(line)
    code, _ = _split_comment(line.strip())
    opens_block = code.endswith(":")
    return (indent.group(0) if indent else "") + ("if True:" if opens_block else "pass")


def _expand_tabs(lines: list[str]) -> list[str]:
    out = []
    for line in lines:
        m = _LEADING_WS.match(line)
        out.append(m.group(0).expandtabs(8) + line[m.end():] if m and "\t" in m.group(0) else line)
    return out


def _compiles(code: str) -> bool:
    try:
        return _parse_error(code) is None
    except _Unsalvageable:
        return False


def _print_statements(lines: list[str]) -> list[int]:
    """Rewrite, in place, every one-line `print x` statement (a Python 2 script may hold
    hundreds, past what one parse a repair can afford); the lines rewritten."""
    done = []
    for number, line in enumerate(lines, start=1):
        body = line.rstrip("\r")
        if "print" not in body or not _PRINT.match(body):
            continue
        py3 = _as_py3(body)
        # only a line that is a whole statement which Python 3 rejects as written and accepts
        # rewritten (a `print (x)` call, or a line inside a bracket or a string, stays)
        if py3 is not None and not _compiles(body.strip()) and _compiles(py3.strip()):
            lines[number - 1] = py3 + line[len(body):]
            done.append(number)
    return done


def salvage(source: str) -> Salvage | None:
    """A text of ``source``'s lines that Python 3 parses, or None when none is found cheaply."""
    lines = source.split("\n")
    read_as_py3: list[int] = _print_statements(lines)
    left_out: list[int] = []
    tabs = False
    try:
        for _ in range(MAX_REPAIRS + 1):
            exc = _parse_error("\n".join(lines))
            if exc is None:
                if not (read_as_py3 or tabs):
                    # no Python 2 in it: a half-typed line or a real mistake, which the file's
                    # author must see before anything else is trusted (left unread, as before)
                    return None
                return Salvage("\n".join(lines), sorted(read_as_py3), left_out, tabs)
            if isinstance(exc, TabError) and not tabs:
                lines, tabs = _expand_tabs(lines), True
                continue
            number = exc.lineno or 0
            if not 1 <= number <= len(lines) or number in left_out:
                return None
            line = lines[number - 1]
            cr = "\r" if line.endswith("\r") else ""
            line = line[:-1] if cr else line
            if not line.strip():
                return None         # an error reported at a blank line: an unclosed bracket above
            py3 = _as_py3(line) if number not in read_as_py3 else None
            if py3 is not None and _parse_error_at(lines, number, py3 + cr):
                lines[number - 1] = py3 + cr
                read_as_py3.append(number)
            else:
                lines[number - 1] = _neutral(line) + cr
                left_out.append(number)
                if number in read_as_py3:
                    read_as_py3.remove(number)
    except _Unsalvageable:
        return None
    return None


def _parse_error_at(lines: list[str], number: int, replacement: str) -> bool:
    """Whether ``replacement`` at line ``number`` moves the first parse error past that line."""
    trial = lines[:number - 1] + [replacement] + lines[number:]
    try:
        exc = _parse_error("\n".join(trial))
    except _Unsalvageable:
        return False
    return exc is None or (exc.lineno or 0) > number
