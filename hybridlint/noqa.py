"""``# noqa`` comments: which findings they suppress, which of them suppress nothing (HYB100),
and ``--add-noqa``, which writes them.

A line's ``# noqa: HYB001`` (or a bare ``# noqa``) suppresses findings that start on that line;
``# hybridlint: noqa[: CODES]`` on a line of its own suppresses them in the whole file.  Comments
are found with the tokenizer, so ``"# noqa"`` inside a string is text, not a directive.
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass

from .diagnostics import PARSE_ERROR, UNUSED_NOQA, Diagnostic, Edit, Fix

OUR_PREFIX = "HYB"

_NOQA = re.compile(r"#\s*noqa\b(?::\s*(?P<codes>[A-Za-z]+[0-9]+(?:[\s,]+[A-Za-z]+[0-9]+)*))?", re.IGNORECASE)
# (only blanks and tabs: a `\s` that could cross newlines made this quadratic in blank lines)
_FILE_NOQA = re.compile(
    r"^[ \t]*#[ \t]*hybridlint[ \t]*:[ \t]*noqa"
    r"(?::[ \t]*(?P<codes>[A-Za-z]+[0-9]+(?:[ \t,]+[A-Za-z]+[0-9]+)*))?[ \t]*$",
    re.IGNORECASE | re.MULTILINE)
_CODE = re.compile(r"[A-Za-z]+[0-9]+")


_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")


def _lines(text: str) -> list[str]:
    """Lines with their endings, split where Python's tokenizer splits (not at \\f or U+2028)."""
    return _LINE.findall(text)


def _codes(text: str | None) -> list[str] | None:
    """None means every code (a bare noqa)."""
    if not text:
        return None
    return [code.upper() for code in _CODE.findall(text)]


def _comments(text: str) -> dict[int, tuple[int, str]]:
    """Line → (column, comment text), from the tokenizer."""
    comments: dict[int, tuple[int, str]] = {}
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                comments[token.start[0]] = (token.start[1], token.string)
    except (tokenize.TokenError, SyntaxError, IndentationError):
        # Untokenizable text: fall back to the raw lines (the file has a HYB000 anyway).
        return {number: (line.index("#"), line[line.index("#"):])
                for number, line in enumerate(_lines(text), 1) if "#" in line}
    return comments


@dataclass
class Directive:
    line: int
    column: int          # of the `#` that starts the comment (0-based)
    start: int           # the directive's span within the comment
    end: int
    codes: list[str] | None


class Suppressions:
    def __init__(self, text: str | None):
        self.lines: dict[int, Directive] = {}
        self.file_codes: set[str] | None = set()   # set() = nothing, None = everything
        self.used: set[tuple[int, str]] = set()
        if not text or "noqa" not in text.lower():
            return
        normalized = text.replace("\r\n", "\n").replace("\r", "\n")
        for match in _FILE_NOQA.finditer(normalized):
            codes = _codes(match.group("codes"))
            if codes is None:
                self.file_codes = None
            elif self.file_codes is not None:
                self.file_codes |= set(codes)
        for line, (column, comment) in _comments(normalized).items():
            match = _NOQA.search(comment)
            if match and not _FILE_NOQA.match(comment):
                self.lines[line] = Directive(line, column, match.start(), match.end(), _codes(match.group("codes")))

    def suppressed(self, diag_line: int, code: str) -> bool:
        if code == PARSE_ERROR:
            return False
        if self.file_codes is None or code in self.file_codes:
            return True
        directive = self.lines.get(diag_line)
        if directive is not None and (directive.codes is None or code in directive.codes):
            self.used.add((diag_line, code))
            return True
        return False

    def unused(self, text: str, enabled: set[str], known: set[str], path: str) -> list[Diagnostic]:
        """HYB100 for each of our codes in a line's ``# noqa: ...`` that suppressed nothing this run.

        Only called after every finding was offered to ``suppressed``. Codes of other tools are
        theirs to judge, a bare ``# noqa`` may be for another tool, and a code that is not enabled
        here could not have fired, so none of those is reported."""
        out: list[Diagnostic] = []
        lines = _lines(text)     # offsets into the text as analyzed, line endings and all
        for number, directive in sorted(self.lines.items()):
            if directive.codes is None:
                continue
            ours = [c for c in directive.codes if c.startswith(OUR_PREFIX) and c != UNUSED_NOQA]
            unknown = [c for c in ours if c not in known]
            unused = [c for c in ours if c in enabled and (number, c) not in self.used]
            if not unused and not unknown:
                continue
            stale = set(unused) | set(unknown)
            keep = [c for c in directive.codes if c not in stale]
            col = directive.column + directive.start
            why = []
            if unused:
                why.append(f"unused ({', '.join(unused)} reported nothing on this line)")
            if unknown:
                why.append(f"unknown ({', '.join(unknown)} is no hybridlint rule)")
            out.append(Diagnostic(
                path=path, line=number, col=col + 1, code=UNUSED_NOQA, severity="warning",
                end_line=number, end_col=directive.column + directive.end + 1,
                message=f"`# noqa` directive has {' and '.join(why)}",
                fix=_remove_codes(lines, directive, keep),
            ))
        return out


def _offset(lines: list[str], line: int) -> int:
    return sum(len(text) for text in lines[:line - 1])


def _remove_codes(lines: list[str], directive: Directive, keep: list[str]) -> Fix:
    text = lines[directive.line - 1]
    base = _offset(lines, directive.line)
    start, end = directive.column + directive.start, directive.column + directive.end
    if keep:
        return Fix(edits=(Edit(base + start, base + end, f"# noqa: {', '.join(keep)}"),),
                   applicability="safe", message=f"keep only `# noqa: {', '.join(keep)}`")
    comment_rest = text[end:].rstrip("\r\n")
    if text[directive.column:start].strip("# \t") or comment_rest.strip():
        # the comment says something else too: remove only the directive
        return Fix(edits=(Edit(base + start, base + end, "#" if start == directive.column else ""),),
                   applicability="safe", message="remove the unused `# noqa`")
    # the whole comment is the directive: remove it and the blanks before it
    code_end = len(text[:directive.column].rstrip(" \t"))
    return Fix(edits=(Edit(base + code_end, base + len(text.rstrip("\r\n")), ""),),
               applicability="safe", message="remove the unused `# noqa`")


# --- --add-noqa ---------------------------------------------------------------------------------

def add_noqa(text: str, diagnostics: list[Diagnostic]) -> tuple[str, int, list[int]]:
    """``text`` with ``# noqa: CODES`` on every line a finding starts on; (new text, lines changed,
    lines left alone because a comment there would change the code: the end of a backslash
    continuation or the inside of a multi-line string)."""
    wanted: dict[int, list[str]] = {}
    for diag in diagnostics:
        if diag.code in (PARSE_ERROR, UNUSED_NOQA) or diag.cell is not None:
            continue
        codes = wanted.setdefault(diag.line, [])
        if diag.code not in codes:
            codes.append(diag.code)
    if not wanted:
        return text, 0, []
    lines = _lines(text)
    comments = _comments(text)
    try:
        before = ast.dump(ast.parse(text))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return text, 0, sorted(wanted)
    changed, refused = 0, []
    for number in sorted(wanted):
        if number > len(lines):
            continue
        candidate = list(lines)
        candidate[number - 1] = _with_codes(lines[number - 1], comments.get(number), sorted(wanted[number]))
        if candidate[number - 1] == lines[number - 1]:
            continue
        try:
            same = ast.dump(ast.parse("".join(candidate))) == before
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            same = False
        if same:
            lines, changed = candidate, changed + 1
            comments = _comments("".join(lines))
        else:
            refused.append(number)
    return "".join(lines), changed, refused


def _with_codes(line: str, comment: tuple[int, str] | None, codes: list[str]) -> str:
    body = line.rstrip("\r\n")
    ending = line[len(body):] or ""
    if comment is not None:
        column, text = comment
        match = _NOQA.search(text)
        if match and not _FILE_NOQA.match(text):
            present = _codes(match.group("codes"))
            if present is None:
                return line                       # a bare noqa already suppresses everything
            merged = present + [c for c in codes if c not in present]
            if merged == present:
                return line
            start, end = column + match.start(), column + match.end()
            return body[:start] + f"# noqa: {', '.join(merged)}" + body[end:] + ending
    return f"{body}  # noqa: {', '.join(codes)}" + ending
