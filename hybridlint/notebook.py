"""Jupyter notebooks as one Python module, and the way back to cells.

All code cells are joined into one virtual module, so an import in cell 1
resolves a HybridBlock defined in cell 3, exactly as when the notebook runs.
Lines the Python parser cannot read are neutralised without shifting any
other line: IPython line magics (``%timeit``), shell escapes (``!pip``),
``x = !ls`` captures, ``obj?`` help lines and automagic lines
(``pip install x``: a line magic's name, an argument, and no valid Python) become ``pass``; a cell that
starts with a ``%%`` cell magic is not Python at all and is skipped.
IPython compiles each cell on its own, so a cell with a syntax error does not stop the others:
its lines are commented out of the virtual module (line numbers kept) and it is reported as
``HYB000`` at ``cell N:line``; the other cells are checked.
Cells are numbered 1-based over all cells of the notebook (markdown
included), i.e. the position a reader counts on screen.
"""
from __future__ import annotations

import ast
import json
import re
import warnings
from dataclasses import dataclass, field, replace

from .diagnostics import PARSE_ERROR, Diagnostic, Edit
from .engine.salvage import salvage
from .notebook_json import splice_sources
from .sourcefile import apply_edits, detect_newline, split_lines

# `%magic`, `!cmd`, `x = !cmd` / `x = %magic`, `?obj` (never valid Python), matched after the
# indentation is split off (a regex that also matched the indentation would take quadratic time
# on a line of many spaces)
_MAGIC_BODY = re.compile(r"(?:[%!]|[\w.]+(?:[ \t]*,[ \t]*[\w.]+)*[ \t]*=[ \t]*[%!]\S|\?)")
# `obj?` / `x = a.b??` / `%magic?` / `x[0]?`: IPython's help-end transform (8.x `HelpEnd`) takes a
# line whose last character is `?` only when a name chain (its `_help_end_re`) ends right before it,
# and raises SyntaxError otherwise, so `x = ??` or `f(x)?` (an exercise's placeholder) stays a broken
# cell. Matched on the reversed line from its end: a `$`-anchored search would retry from every
# position of a long run of name characters (quadratic on pathological lines).
_HELP_END_REVERSED = re.compile(r"\??\?(?:\][0-9]+-?\[|[\w*]+(?<!\d)\.)*[\w*]+(?<!\d)")


def _is_help_end(body: str) -> bool:
    # a `?` in a comment is not help (IPython looks at the last token, a COMMENT there)
    return body.endswith("?") and "#" not in body and _HELP_END_REVERSED.match(body[::-1]) is not None


# IPython's automagic (on by default) runs a line magic written without its `%`: `pip install x`,
# `cd data`, `matplotlib inline`. A line is taken for one only when it starts with a line magic's
# name followed by an argument (not `=`, `(`, `.`, an operator...) AND does not compile as Python
# on its own, so `time = 3`, `ls - la` or `run(x)` stay Python.
_AUTOMAGIC_NAMES = frozenset("""
    alias autoawait autocall automagic autoreload bookmark cat cd clear colors conda config cp
    debug dhist dirs doctest_mode ed edit env gui hist history killbgscripts ldir less lf lk ll
    load load_ext loadpy logoff logon logstart logstate logstop ls lsmagic lx macro magic man
    matplotlib mkdir more mv notebook page pastebin pdb pdef pdoc pfile pinfo pinfo2 pip popd
    pprint precision prun psearch psource pushd pwd pycat pylab qtconsole quickref recall
    rehashx reload_ext rep rerun reset reset_selective rm rmdir run save sc set_env store sx
    system tb time timeit unalias unload_ext who who_ls whos xdel xmode""".split())
# (an opening bracket or a backslash may start a statement that goes on over the next lines, which
# does not compile alone yet is Python: never taken for an argument)
_AUTOMAGIC = re.compile(r"([A-Za-z_]\w*)[ \t]+[^\s=(\[{\\#]")


def _is_automagic(body: str) -> bool:
    match = _AUTOMAGIC.match(body)
    if match is None or match.group(1) not in _AUTOMAGIC_NAMES:
        return False
    try:
        compile(body, "<cell line>", "exec")
    except SyntaxError:
        return True
    except (ValueError, OverflowError, RecursionError, MemoryError):
        return False
    return False


class _Continuation:
    """Whether the next line continues a statement (open bracket, backslash, open triple-quoted
    string): such a line is Python even when it starts with `%` (``print("..."\n    % (a, b))``),
    so only lines that start a statement can be IPython magics. One pass over each line."""

    def __init__(self) -> None:
        self.depth = 0
        self.quote: str | None = None       # the open triple quote, if any
        self.backslash = False

    @property
    def inside(self) -> bool:
        return self.depth > 0 or self.quote is not None or self.backslash

    def feed(self, line: str) -> None:
        i, n = 0, len(line)
        self.backslash = False
        while i < n:
            c = line[i]
            if self.quote is not None:
                if c == "\\":
                    i += 2
                    continue
                if line.startswith(self.quote, i):
                    i += 3
                    self.quote = None
                    continue
                i += 1
                continue
            if c == "#":
                return
            if c in "([{":
                self.depth += 1
            elif c in ")]}":
                self.depth = max(0, self.depth - 1)
            elif c in "'\"":
                if line.startswith(c * 3, i):
                    self.quote = c * 3
                    i += 3
                    continue
                i += 1
                while i < n and line[i] != c:      # a one-line string ends on this line
                    i += 2 if line[i] == "\\" else 1
            elif c == "\\" and i == n - 1:
                self.backslash = True
            i += 1


class NotebookError(ValueError):
    """Not a notebook we can read; the message is meant for the user."""


@dataclass
class CellSpan:
    cell: int           # 1-based over all cells
    index: int          # position in nb["cells"]
    first_line: int     # 1-based line of the cell's first line in the virtual module
    line_count: int
    masked: set[int] = field(default_factory=set)   # 1-based lines within the cell
    start: int = 0      # character offsets of the cell in the virtual module
    end: int = 0
    # (line, column, message) of the syntax error of a cell that does not compile on its own
    syntax_error: "tuple[int, int, str] | None" = None
    # the cell was read with its Python 2 lines rewritten (salvage.py): checked, never edited
    salvaged: bool = False


@dataclass
class Notebook:
    data: dict
    source: str                 # the virtual module
    spans: list[CellSpan]
    indent: int | None = 1
    trailing_newline: bool = True
    text: str = ""              # the notebook's JSON as read: fixes are spliced into it

    def locate(self, line: int) -> CellSpan | None:
        for span in self.spans:
            if span.first_line <= line < span.first_line + span.line_count:
                return span
        return None

    def map_diagnostic(self, diag: Diagnostic) -> Diagnostic:
        """A diagnostic on the virtual module → the same one on its cell."""
        span = self.locate(diag.line)
        if span is None:
            # Past the last cell (e.g. "unexpected end of file"): pin it to the last cell's end.
            if not self.spans:
                return replace(diag, cell=None)
            span = self.spans[-1]
            return replace(diag, cell=span.cell, line=max(1, span.line_count), end_line=0, end_col=0)
        end_line = diag.end_line - span.first_line + 1 if diag.end_line else 0
        if end_line > span.line_count:
            end_line, end_col = 0, 0
        else:
            end_col = diag.end_col
        return replace(diag, cell=span.cell, line=diag.line - span.first_line + 1,
                       end_line=max(end_line, 0), end_col=end_col if end_line else 0,
                       message=self._caller_in_cell(diag), fix=None if span.salvaged else diag.fix)

    def _caller_in_cell(self, diag: Diagnostic) -> str:
        """A helper's finding names the hybrid_forward that reaches it by line (``[reached from
        `Net.hybrid_forward`, line 53]``): a line of the virtual module, which the reader cannot
        find; name its cell and the line there instead (``, cell 9:15]``)."""
        line = diag.extra.get("via_line")
        suffix = f", line {line}]"
        span = self.locate(line) if isinstance(line, int) else None
        if span is None or not diag.message.endswith(suffix):
            return diag.message
        return f"{diag.message[:-len(suffix)]}, cell {span.cell}:{line - span.first_line + 1}]"

    def cell_errors(self, path: str) -> list[Diagnostic]:
        """HYB000 for each cell that does not compile, at its place in the virtual module."""
        return [Diagnostic(path=path, line=span.first_line + line - 1, col=col, code=PARSE_ERROR,
                           message=f"cannot parse this cell: {message}; fix the syntax error (IPython "
                                   "runs each cell on its own: the other cells were checked"
                                   + ("; so was the rest of this cell, whose findings get no fix until it "
                                      "parses)" if span.salvaged else ")"))
                for span in self.spans if span.syntax_error is not None
                for line, col, message in (span.syntax_error,)]

    def cell_source(self, span: CellSpan) -> str:
        return _cell_text(self.data["cells"][span.index])

    def apply_edits(self, edits: list[Edit]) -> tuple[dict, list[Edit], list[Edit]]:
        """Edits on the virtual module → a new notebook dict; (notebook, applied, refused).

        An edit must lie inside one cell and must not touch a neutralised
        magic line (its text in the cell is not what the analyzer saw).
        """
        per_cell: dict[int, list[Edit]] = {}
        refused: list[Edit] = []
        virtual_starts = _line_starts(self.source)
        cell_starts: dict[int, list[int]] = {}
        for edit in edits:
            span = next((s for s in self.spans if s.start <= edit.start and edit.end <= s.end), None)
            if span is None or span.salvaged:
                refused.append(edit)
                continue
            first = _line_of(virtual_starts, edit.start)
            last = _line_of(virtual_starts, edit.end)
            cell_first = first - span.first_line + 1
            cell_last = last - span.first_line + 1
            if any(line in span.masked for line in range(cell_first, cell_last + 1)):
                refused.append(edit)
                continue
            # Unmasked lines read the same in the cell and in the virtual module, so a
            # (line, column) position carries over; line endings may differ, hence no offsets.
            starts = cell_starts.get(span.index)
            if starts is None:
                starts = cell_starts[span.index] = _line_starts(self.cell_source(span))
            cell_length = len(self.cell_source(span))
            start = _to_cell(starts, cell_length, cell_first, edit.start - virtual_starts[first - 1])
            end = _to_cell(starts, cell_length, cell_last, edit.end - virtual_starts[last - 1])
            per_cell.setdefault(span.index, []).append(Edit(start, end, edit.text))
        data = json.loads(json.dumps(self.data))
        applied: list[Edit] = []
        for index, cell_edits in per_cell.items():
            text = _cell_text(data["cells"][index])
            new_text, done, skipped = apply_edits(text, cell_edits)
            applied.extend(done)
            refused.extend(skipped)
            cell = data["cells"][index]
            # As Jupyter stores it: a list of lines split at "\n" only (str.splitlines would also
            # split at \f, \u2028...), or one string when the cell had one.
            cell["source"] = new_text if isinstance(cell.get("source"), str) else re.findall(r"[^\n]*\n|[^\n]+",
                                                                                             new_text)
        return data, applied, refused

    def cell_diff(self, data: dict, display: str) -> str:
        """A unified diff per changed code cell, headed ``FILE:cell N`` as ruff writes it:
        the cells' text, not the notebook's JSON, is what the user edits."""
        import difflib  # (only --diff needs it: not imported at every check's start-up)

        chunks = []
        for position, (old, new) in enumerate(zip(self.data.get("cells", []), data.get("cells", []))):
            before, after = _cell_text(old), _cell_text(new)
            if before != after:
                name = f"{display}:cell {position + 1}"
                chunks.append("".join(difflib.unified_diff(
                    _ending(before).splitlines(keepends=True), _ending(after).splitlines(keepends=True),
                    fromfile=name, tofile=name)))
        return "".join(chunks)

    def dumps(self, data: dict | None = None) -> str:
        """The notebook's JSON with ``data``'s cell sources: the text as read, every byte outside a
        changed ``source`` kept; serialised whole (Jupyter's layout, the file's newlines) only when
        that cannot be done."""
        if data is None:
            data = self.data
        if self.text:
            spliced = splice_sources(self.text, self.data, data)
            if spliced is not None:
                return spliced
        text = json.dumps(data, indent=self.indent, ensure_ascii=False)
        text = text + "\n" if self.trailing_newline else text
        # json.dumps writes \n between lines and never inside strings: the file's own newline instead
        newline = detect_newline(self.text) if self.text else "\n"
        return text.replace("\n", newline) if newline != "\n" else text


def _cell_text(cell: dict) -> str:
    source = cell.get("source", "")
    if isinstance(source, list):
        return "".join(part for part in source if isinstance(part, str))
    return source if isinstance(source, str) else ""


def _ending(text: str) -> str:
    """A cell's last line usually has no newline; give it one so a diff of it stays readable."""
    return text if not text or text.endswith("\n") else text + "\n"


def _line_starts(text: str) -> list[int]:
    starts = [0]
    for match in re.finditer(r"\r\n|\r|\n", text):
        starts.append(match.end())
    return starts


def _to_cell(cell_starts: list[int], cell_length: int, cell_line: int, column: int) -> int:
    """Offset in the cell of (line, 0-based column); past the cell's last line, its end."""
    if cell_line - 1 >= len(cell_starts):
        return cell_length
    return min(cell_starts[cell_line - 1] + column, cell_length)


def _line_of(starts: list[int], offset: int) -> int:
    import bisect

    return bisect.bisect_right(starts, offset)


# Larger cells are left to the engine, whose size bounds keep the parser safe.
_MAX_CELL_CHECK_CHARS = 200_000


def _syntax_error(chunk: str, line_count: int) -> "tuple[int, int, str] | None":
    """Where a cell fails to compile on its own (as IPython compiles it), or None."""
    if len(chunk) > _MAX_CELL_CHECK_CHARS:
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")     # invalid escape sequences etc. are not ours to report
            ast.parse(chunk)
    except SyntaxError as exc:
        line = min(max(exc.lineno or 1, 1), max(line_count, 1))
        return line, max(exc.offset or 1, 1), exc.msg
    except (RecursionError, MemoryError, ValueError):
        return None         # the engine reports these for the whole module
    return None


def _detect_indent(text: str) -> int | None:
    match = re.search(r"\n( +)\"", text)
    return len(match.group(1)) if match else None


def _is_python(data: dict) -> bool:
    metadata = data.get("metadata") if isinstance(data.get("metadata"), dict) else {}
    language = (metadata.get("language_info") or {}).get("name") if isinstance(
        metadata.get("language_info"), dict) else None
    kernel = (metadata.get("kernelspec") or {}).get("language") if isinstance(
        metadata.get("kernelspec"), dict) else None
    names = {n.lower() for n in (language, kernel) if isinstance(n, str)}
    return not names or "python" in names


def parse_notebook(text: str) -> Notebook | None:
    """The virtual module of a notebook; None for a non-Python kernel or an empty file (nothing to
    check); NotebookError if malformed."""
    if not text.strip():
        # a zero-byte .ipynb is a placeholder Jupyter opens as a new notebook, as Ruff reads it too
        # (seen committed in real code bases): nothing to check, not a broken file
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise NotebookError(f"not valid notebook JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except (RecursionError, ValueError):
        raise NotebookError("not valid notebook JSON: nested too deeply or malformed") from None
    if not isinstance(data, dict) or not isinstance(data.get("cells"), list):
        raise NotebookError("not a Jupyter notebook (nbformat 4): no `cells` list at the top level")
    if not _is_python(data):
        return None
    chunks: list[str] = []
    spans: list[CellSpan] = []
    offset = 0
    line_total = 0
    for index, cell in enumerate(data["cells"]):
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = _cell_text(cell)
        if source.lstrip().startswith("%%"):
            continue
        cell_lines = split_lines(source)
        if len(cell_lines) > 1 and cell_lines[-1] == "":
            cell_lines.pop()  # the text ended with a newline
        masked: set[int] = set()
        state = _Continuation()
        for number, line in enumerate(cell_lines, start=1):
            body = line.lstrip()
            if body and not state.inside and (_MAGIC_BODY.match(body) or _is_help_end(body)
                                                  or _is_automagic(body)):
                masked.add(number)
                cell_lines[number - 1] = line[:len(line) - len(body)] + "pass"
                continue
            state.feed(line)
        chunk = "\n".join(cell_lines) + "\n"
        error = _syntax_error(chunk, len(cell_lines))
        salvaged = False
        if error is not None:
            repaired = salvage(chunk) if len(chunk) <= _MAX_CELL_CHECK_CHARS else None
            if repaired is not None:
                # a Python 2 `print` must not hide the cell's HybridBlock: the rest of the cell is
                # checked, and none of its lines is edited (salvage.py)
                masked |= set(repaired.read_as_py3) | set(repaired.left_out)
                chunk, salvaged = repaired.text, True
            else:
                # out of the virtual module, lines kept: the other cells still parse and get checked
                masked = set(range(1, len(cell_lines) + 1))
                chunk = "".join("#" + line + "\n" for line in cell_lines)
        spans.append(CellSpan(cell=index + 1, index=index, first_line=line_total + 1,
                              line_count=len(cell_lines), masked=masked,
                              start=offset, end=offset + len(chunk), syntax_error=error,
                              salvaged=salvaged))
        chunks.append(chunk)
        offset += len(chunk)
        line_total += len(cell_lines)
    virtual_source = "".join(chunks)
    return Notebook(data=data, source=virtual_source, spans=spans, indent=_detect_indent(text),
                    trailing_newline=text.endswith("\n"), text=text)
