"""Output formats: full, concise, json, sarif (2.1.0), github, and --statistics.

Each reporter takes the run's outcomes and a code → rule lookup and returns
the text to print.  Locations are 1-based lines and character columns;
notebook diagnostics are located by cell (``nb.ipynb:cell 3:2:5``).
"""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Callable, Mapping

from .diagnostics import Diagnostic
from .ruledocs import rule_doc
from .sourcefile import offset_to_line_col

FORMATS = ("full", "concise", "json", "sarif", "github")
TOOL_NAME = "hybridlint"
INFORMATION_URI = "https://github.com/hybridlint/hybridlint"
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


class ParseErrorRule:
    """HYB000 is not a rule of the catalogue but the reporters describe it like one."""

    code = "HYB000"
    name = "unanalyzable-file"
    message = "the file could not be read, decoded or parsed"
    severity = "error"
    fix = None
    rationale = (
        "## What it does\nReports a file hybridlint could not check: a syntax error, an undecodable "
        "or unreadable file, a file over the size limit, a malformed notebook.\n\n"
        "## Why is this bad?\nNothing in the file was checked, so a clean run would be a false promise.\n"
    )

    @classmethod
    def doc(cls) -> str:
        return f"# {cls.code} ({cls.name})\n\n{cls.rationale}"


def _applicable(diag: Diagnostic, unsafe: bool) -> bool:
    return diag.fix is not None and (diag.fix.applicability == "safe" or unsafe)


def _first_paragraph(markdown: str, heading: str = "What it does") -> str:
    """The text under a markdown section (or the first paragraph), flattened to one line."""
    lines = markdown.splitlines()
    body: list[str] = []
    capture = False
    for line in lines:
        if line.startswith("#"):
            if capture and body:
                break
            capture = heading.lower() in line.lower()
            continue
        if capture:
            if not line.strip() and body:
                break
            if line.strip():
                body.append(line.strip())
    if not body:
        body = [line.strip() for line in lines if line.strip() and not line.startswith("#")][:1]
    return " ".join(body)


# --- full / concise ---------------------------------------------------------------------------

def _marker(diag: Diagnostic, unsafe: bool) -> str:
    return "[*] " if _applicable(diag, unsafe) else ""


def format_concise(outcomes, rules, unsafe_fixes: bool = False, **_) -> str:
    return "".join(f"{d.location}: {d.code} {_marker(d, unsafe_fixes)}{d.message}\n"
                   for o in outcomes for d in o.diagnostics)


def _snippet(outcome, diag: Diagnostic) -> list[str]:
    if not outcome.lines or diag.line < 1:
        return []
    base = 0
    if diag.cell is not None:
        base = outcome.cell_first_line.get(diag.cell, 1) - 1
    index = base + diag.line - 1
    if index >= len(outcome.lines):
        return []
    end_line = diag.end_line or diag.line
    last = min(base + end_line - 1, index + 2, len(outcome.lines) - 1)
    numbers = range(diag.line, diag.line + (last - index) + 1)
    width = len(str(numbers[-1]))
    gutter = " " * width
    out = [f"{gutter} |"]
    for offset, number in enumerate(numbers):
        text = outcome.lines[index + offset].expandtabs(1)
        out.append(f"{number:>{width}} | {text}")
        if offset == 0:
            start = max(diag.col - 1, 0)
            if diag.end_line == diag.line and diag.end_col > diag.col:
                length = diag.end_col - diag.col
            elif diag.end_line and diag.end_line > diag.line:
                length = max(len(text) - start, 1)
            else:
                length = 1
            out.append(f"{gutter} | {' ' * start}{'^' * length} {diag.code}")
    out.append(f"{gutter} |")
    return out


def format_full(outcomes, rules, unsafe_fixes: bool = False, show_source: bool = True, **_) -> str:
    chunks: list[str] = []
    for outcome in outcomes:
        for diag in outcome.diagnostics:
            lines = [f"{diag.location}: {diag.code} {_marker(diag, unsafe_fixes)}{diag.message}"]
            if show_source:
                lines.extend(_snippet(outcome, diag))
                if diag.fix is not None and diag.fix.message:
                    width = len(str(max(diag.line, diag.end_line)))
                    lines.append(f"{' ' * width} = help: {diag.fix.message}")
                lines.append("")
            chunks.append("\n".join(lines) + "\n")
    return "".join(chunks)


def summary(outcomes, total_fixed: int, unsafe_fixes: bool = False, fixing: bool = False) -> str:
    diagnostics = [d for o in outcomes for d in o.diagnostics]
    count = len(diagnostics)
    lines = []
    if count == 0:
        lines.append(f"Fixed {total_fixed} error{'s' if total_fixed != 1 else ''}." if total_fixed
                     else "All checks passed!")
    else:
        found = count + total_fixed
        noun = "error" if found == 1 else "errors"
        if total_fixed:
            lines.append(f"Found {found} {noun} ({total_fixed} fixed, {count} remaining).")
        else:
            lines.append(f"Found {found} {noun}.")
        fixable = sum(1 for d in diagnostics if _applicable(d, unsafe_fixes))
        hidden = sum(1 for d in diagnostics if d.fix is not None and not _applicable(d, unsafe_fixes))
        if fixable and not fixing:
            lines.append(f"[*] {fixable} fixable with the `--fix` option.")
        if hidden:
            lines.append(f"{hidden} hidden fix{'es' if hidden != 1 else ''} can be enabled with the "
                         "`--unsafe-fixes` option.")
    return "\n".join(lines) + "\n"


# --- json -------------------------------------------------------------------------------------

def _edit_locations(outcome, start: int, end: int) -> tuple[dict, dict]:
    text = outcome.text or ""
    row, col = offset_to_line_col(text, start)
    end_row, end_col = offset_to_line_col(text, end)
    return {"row": row, "column": col}, {"row": end_row, "column": end_col}


def _json_item(outcome, diag: Diagnostic, rules: Mapping) -> dict:
    fix = None
    if diag.fix is not None:
        edits = []
        for edit in diag.fix.edits:
            location, end_location = _edit_locations(outcome, edit.start, edit.end)
            edits.append({"content": edit.text, "location": location, "end_location": end_location,
                          "start_offset": edit.start, "end_offset": edit.end})
        fix = {"applicability": diag.fix.applicability, "message": diag.fix.message or None, "edits": edits}
    rule = rules.get(diag.code)
    path = outcome.path.absolute().as_posix() if isinstance(outcome.path, Path) else diag.path
    return {
        "code": diag.code,
        "name": getattr(rule, "name", None),
        "message": diag.message,
        "severity": diag.severity,
        "filename": path,
        "cell": diag.cell,
        "location": {"row": diag.line, "column": diag.col},
        "end_location": {"row": diag.end_line or diag.line, "column": diag.end_col or diag.col},
        "fix": fix,
        "noqa_row": diag.line,
        "url": None,
    }


def format_json(outcomes, rules, **_) -> str:
    items = [_json_item(o, d, rules) for o in outcomes for d in o.diagnostics]
    return json.dumps(items, indent=2, ensure_ascii=False) + "\n"


# --- sarif ------------------------------------------------------------------------------------

_SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}


def _sarif_rule(rule) -> dict:
    rationale = getattr(rule, "rationale", "") or ""
    short = getattr(rule, "name", rule.code)
    full = _first_paragraph(rationale) or str(getattr(rule, "message", "")) or short
    try:
        help_markdown = rule_doc(rule)
    except Exception:
        help_markdown = rationale
    return {
        "id": rule.code,
        "name": getattr(rule, "name", rule.code),
        "shortDescription": {"text": short},
        "fullDescription": {"text": full},
        "help": {"text": help_markdown or full, "markdown": help_markdown or full},
        "defaultConfiguration": {"level": _SARIF_LEVEL.get(getattr(rule, "severity", "error"), "error")},
        "properties": {"fix": getattr(rule, "fix", None) or "none"},
    }


def _sarif_uri(outcome, diag: Diagnostic, root: Path | None) -> str:
    path = outcome.path if isinstance(outcome.path, Path) else Path(diag.path)
    if root is not None:
        try:
            return path.absolute().relative_to(root.absolute()).as_posix()
        except ValueError:
            pass
    return Path(diag.path).as_posix()


def format_sarif(outcomes, rules, version: str = "0", root: Path | None = None, **_) -> str:
    used = sorted({d.code for o in outcomes for d in o.diagnostics} | set(rules))
    described = [rules.get(code) or (ParseErrorRule if code == ParseErrorRule.code else None) for code in used]
    described = [rule for rule in described if rule is not None]
    rule_index = {rule.code: i for i, rule in enumerate(described)}
    results = []
    for outcome in outcomes:
        for diag in outcome.diagnostics:
            region = {"startLine": max(diag.line, 1), "startColumn": max(diag.col, 1)}
            if diag.end_line:
                region["endLine"] = diag.end_line
                region["endColumn"] = max(diag.end_col, 1)
            text = diag.message if diag.cell is None else f"cell {diag.cell}: {diag.message}"
            result = {
                "ruleId": diag.code,
                "level": _SARIF_LEVEL.get(diag.severity, "error"),
                "message": {"text": text},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": _sarif_uri(outcome, diag, root), "uriBaseId": "%SRCROOT%"},
                    "region": region,
                }}],
            }
            if diag.code in rule_index:
                result["ruleIndex"] = rule_index[diag.code]
            if diag.cell is not None:
                result["properties"] = {"cell": diag.cell}
            results.append(result)
    log = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": TOOL_NAME,
                "informationUri": INFORMATION_URI,
                "version": version,
                "rules": [_sarif_rule(rule) for rule in described],
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    }
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


# --- github -----------------------------------------------------------------------------------

_GITHUB_LEVEL = {"error": "error", "warning": "warning", "info": "notice"}


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def format_github(outcomes, rules, **_) -> str:
    lines = []
    for outcome in outcomes:
        for diag in outcome.diagnostics:
            props = [f"file={_escape_property(diag.path)}", f"line={diag.line}", f"col={diag.col}"]
            if diag.end_line:
                props += [f"endLine={diag.end_line}", f"endColumn={max(diag.end_col, 1)}"]
            props.append(f"title={_escape_property(diag.code)}")
            where = f"cell {diag.cell}: " if diag.cell is not None else ""
            lines.append(f"::{_GITHUB_LEVEL.get(diag.severity, 'error')} {','.join(props)}::"
                         f"{_escape_data(where + diag.code + ' ' + diag.message)}\n")
    return "".join(lines)


# --- statistics -------------------------------------------------------------------------------

def format_statistics(outcomes, rules, unsafe_fixes: bool = False, as_json: bool = False, **_) -> str:
    counts = Counter(d.code for o in outcomes for d in o.diagnostics)
    fixable = Counter(d.code for o in outcomes for d in o.diagnostics if _applicable(d, unsafe_fixes))
    rows = sorted(counts.items(), key=lambda item: (-item[1], item[0]))

    def name(code: str) -> str | None:
        rule = rules.get(code) or (ParseErrorRule if code == ParseErrorRule.code else None)
        return getattr(rule, "name", None)

    if as_json:
        return json.dumps([{"code": code, "name": name(code), "count": count, "fixable": fixable[code] > 0}
                           for code, count in rows], indent=2) + "\n"
    if not rows:
        return ""
    width = max(len(str(count)) for _, count in rows)
    out = []
    for code, count in rows:
        mark = "[*] " if fixable[code] else "    "
        out.append(f"{count:>{width}}\t{code}\t{mark}{name(code) or ''}")
    return "\n".join(out) + "\n"


REPORTERS: dict[str, Callable[..., str]] = {
    "full": format_full,
    "concise": format_concise,
    "json": format_json,
    "sarif": format_sarif,
    "github": format_github,
}
