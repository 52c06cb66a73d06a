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
from .ruledocs import PROJECT_URL as INFORMATION_URI
from .ruledocs import ParseErrorRule, rule_doc, rule_url
from .sourcefile import offset_to_line_col

FORMATS = ("full", "concise", "json", "json-lines", "sarif", "github", "gitlab", "junit", "pylint")
SEVERITIES = ("error", "warning", "info")      # most severe first
TOOL_NAME = "hybridlint"
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def _applicable(diag: Diagnostic, unsafe: bool) -> bool:
    return diag.fix is not None and (diag.fix.applicability == "safe" or unsafe)


def _first_paragraph(markdown: str, heading: str = "What it does") -> str:
    """The text under a markdown section (or the first paragraph), flattened to one line."""
    lines = [line.strip() for line in markdown.splitlines()]
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


class _Paint:
    """ANSI colours for a terminal (ruff's: bold path, red code, cyan fix marker); no-ops otherwise."""

    def __init__(self, on: bool):
        self.on = on

    def __call__(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.on and text else text

    def head(self, diag: Diagnostic, unsafe: bool) -> str:
        marker = _marker(diag, unsafe)
        return (f"{self(diag.location, '1')}: {self(diag.code, '1;31')} "
                f"{self(marker.strip(), '36') + ' ' if marker else ''}{diag.message}")


def format_concise(outcomes, rules, unsafe_fixes: bool = False, color: bool = False, **_) -> str:
    paint = _Paint(color)
    return "".join(f"{paint.head(d, unsafe_fixes)}\n" for o in outcomes for d in o.diagnostics)


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


def format_full(outcomes, rules, unsafe_fixes: bool = False, show_source: bool = True, color: bool = False,
                **_) -> str:
    paint = _Paint(color)
    chunks: list[str] = []
    for outcome in outcomes:
        for diag in outcome.diagnostics:
            lines = [paint.head(diag, unsafe_fixes)]
            if show_source:
                lines.extend(_snippet(outcome, diag))
                if diag.fix is not None and diag.fix.message:
                    width = len(str(max(diag.line, diag.end_line)))
                    lines.append(f"{' ' * width} = help: {diag.fix.message}")
                lines.append("")
            chunks.append("\n".join(lines) + "\n")
    return "".join(chunks)


def _count(n: int, noun: str) -> str:
    if noun == "info":
        return f"{n} info"
    return f"{n} {noun}{'s' if n != 1 else ''}"


def summary(outcomes, total_fixed: int, unsafe_fixes: bool = False, fixing: bool = False) -> str:
    diagnostics = [d for o in outcomes for d in o.diagnostics]
    count = len(diagnostics)
    lines = []
    if count == 0:
        lines.append(f"Fixed {total_fixed} error{'s' if total_fixed != 1 else ''}." if total_fixed
                     else "All checks passed!")
    else:
        found = count + total_fixed
        by_severity = Counter(d.severity for d in diagnostics)
        if set(by_severity) <= {"error"}:
            head = f"Found {_count(found, 'error')}"
            kinds = ""
        else:
            # "Found 1 error." for an info-level finding would be wrong: say what was found
            head = f"Found {found} finding{'s' if found != 1 else ''}"
            kinds = ": " + ", ".join(_count(by_severity[s], s) for s in SEVERITIES if by_severity[s])
        if total_fixed:
            lines.append(f"{head} ({total_fixed} fixed, {count} remaining){kinds}.")
        else:
            lines.append(f"{head}{kinds}.")
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
        "url": rule_url(diag.code),
    }


def format_json(outcomes, rules, **_) -> str:
    items = [_json_item(o, d, rules) for o in outcomes for d in o.diagnostics]
    return json.dumps(items, indent=2, ensure_ascii=False) + "\n"


def format_json_lines(outcomes, rules, **_) -> str:
    return "".join(json.dumps(_json_item(o, d, rules), ensure_ascii=False) + "\n"
                   for o in outcomes for d in o.diagnostics)


# --- pylint, junit, gitlab ---------------------------------------------------------------------

def format_pylint(outcomes, rules, **_) -> str:
    """``path:line: [CODE] message``: what pylint-parsing tools (and ruff's `pylint` format) read."""
    return "".join(f"{d.path}:{d.line}: [{d.code}] {'cell ' + str(d.cell) + ': ' if d.cell else ''}{d.message}\n"
                   for o in outcomes for d in o.diagnostics)


def format_junit(outcomes, rules, **_) -> str:
    """JUnit XML (one testsuite per file, one failed testcase per finding), as CI test reports read it."""
    from xml.etree import ElementTree as ET

    total = sum(len(o.diagnostics) for o in outcomes)
    suites = ET.Element("testsuites", name=TOOL_NAME, tests=str(total), failures=str(total), errors="0")
    for outcome in outcomes:
        if not outcome.diagnostics:
            continue
        suite = ET.SubElement(suites, "testsuite", name=outcome.display, tests=str(len(outcome.diagnostics)),
                              failures=str(len(outcome.diagnostics)), errors="0")
        for diag in outcome.diagnostics:
            case = ET.SubElement(suite, "testcase", name=f"org.{TOOL_NAME}.{diag.code}", classname=outcome.display,
                                 line=str(diag.line), column=str(diag.col))
            failure = ET.SubElement(case, "failure", message=diag.message)
            failure.text = f"{diag.location}: {diag.code} {diag.message}"
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"


_GITLAB_SEVERITY = {"error": "major", "warning": "minor", "info": "info"}


def format_gitlab(outcomes, rules, root: Path | None = None, **_) -> str:
    """GitLab Code Quality report: paths relative to the project, a stable fingerprint per finding
    (the same finding keeps its fingerprint when lines above it move)."""
    import hashlib

    items = []
    seen: Counter = Counter()
    for outcome in outcomes:
        for diag in outcome.diagnostics:
            path = _sarif_uri(outcome, diag, root)
            key = (path, diag.code, diag.message)
            seen[key] += 1
            fingerprint = hashlib.blake2b(repr((*key, seen[key])).encode("utf-8", "surrogateescape"),
                                          digest_size=16).hexdigest()
            items.append({
                "description": f"{diag.code} {diag.message}",
                "check_name": diag.code,
                "fingerprint": fingerprint,
                "severity": _GITLAB_SEVERITY.get(diag.severity, "major"),
                "location": {"path": path, "lines": {"begin": diag.line, "end": diag.end_line or diag.line}},
            })
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
        "helpUri": rule_url(rule.code),
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
    "json-lines": format_json_lines,
    "gitlab": format_gitlab,
    "junit": format_junit,
    "pylint": format_pylint,
}
