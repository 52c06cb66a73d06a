"""Tests generated from every rule's own VALID / INVALID examples, and checks of the rule data."""
from __future__ import annotations

import re
import textwrap

import pytest

from hybridlint.rule import Invalid, Rule
from hybridlint.rules import all_rules, analyze, get_rule

RULES = all_rules()
SECTIONS = ("## What it does", "## Why is this bad?", "## Example", "## Use instead", "## Fix safety")


def _cases(kind: str):
    for rule in RULES:
        for i, example in enumerate(getattr(rule, kind)):
            yield pytest.param(rule, i, example, id=f"{rule.code}-{kind.lower()}-{i}")


def _findings(rule: type[Rule], source: str):
    diags = analyze(textwrap.dedent(source), "example.py")
    errors = [d.message for d in diags if d.code == "HYB000"]
    assert not errors, f"{rule.code} example does not analyze cleanly: {errors}"
    return [d for d in diags if d.code == rule.code]


@pytest.mark.parametrize("rule,i,source", list(_cases("VALID")))
def test_valid_example_has_no_finding(rule, i, source):
    found = _findings(rule, source)
    assert not found, f"{rule.code} VALID[{i}] reported: " + "; ".join(
        f"{d.line}:{d.col} {d.message}" for d in found)


@pytest.mark.parametrize("rule,i,case", list(_cases("INVALID")))
def test_invalid_example_has_one_finding(rule, i, case: Invalid):
    found = _findings(rule, case.code)
    assert len(found) == 1, f"{rule.code} INVALID[{i}]: expected 1 finding, got " + repr(
        [(d.line, d.col, d.message) for d in found])
    d = found[0]
    if case.line:
        assert (d.line, d.col if case.col else 0) == (case.line, case.col), d
    if case.message:
        assert case.message in d.message, d.message
    assert d.severity == rule.severity


@pytest.mark.parametrize("rule", RULES, ids=[r.code for r in RULES])
def test_rule_data_is_complete(rule):
    assert re.fullmatch(r"HYB\d{3}", rule.code)
    assert re.fullmatch(r"[a-z]+(-[a-z0-9]+)*", rule.name), rule.name
    assert rule.severity in ("error", "warning", "info")
    assert rule.fix in (None, "safe", "unsafe")
    assert rule.message
    doc = rule.doc()
    for section in SECTIONS:
        assert section in doc, f"{rule.code} doc lacks {section!r}"
    assert rule.code in doc and rule.name in doc
    # the project's bar: legal idioms outnumber the bugs, so false positives show
    assert len(rule.VALID) >= 8 and len(rule.INVALID) >= 5, (rule.code, len(rule.VALID), len(rule.INVALID))
    assert all(isinstance(c, Invalid) for c in rule.INVALID)
    assert get_rule(rule.code.lower()) is rule


def test_codes_are_unique_and_sorted():
    codes = [r.code for r in RULES]
    assert codes == sorted(set(codes))
    assert "HYB001" in codes


def _fixed_cases():
    for rule in RULES:
        for i, case in enumerate(rule.INVALID):
            if case.fixed is not None:
                yield pytest.param(rule, i, case, id=f"{rule.code}-fix-{i}")


@pytest.mark.parametrize("rule,i,case", list(_fixed_cases()))
def test_fix_produces_expected_code_and_is_idempotent(rule, i, case: Invalid):
    source = textwrap.dedent(case.code)
    (d,) = [d for d in analyze(source, "example.py") if d.code == rule.code]
    assert d.fix is not None, f"{rule.code} INVALID[{i}] declares `fixed` but the finding has no fix"
    assert d.fix.applicability == rule.fix
    out = source
    for edit in sorted(d.fix.edits, key=lambda e: e.start, reverse=True):
        out = out[:edit.start] + edit.text + out[edit.end:]
    assert out == textwrap.dedent(case.fixed)
    # the fixed code no longer triggers the rule (a fixer must converge)
    assert not [x for x in analyze(out, "example.py") if x.code == rule.code]
