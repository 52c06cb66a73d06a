"""Tests generated from every fixer's own examples.

For each example: the finding carries the fix (or the refusal reason), applying
fixes as ``--fix --unsafe-fixes`` does gives exactly ``after``, the output
parses, a second ``--fix`` is a no-op, and -- in the bundled runtime, on random
inputs of each declared shape set -- the fixed block's eager output equals the
original's and its hybridized output equals its eager output.
"""
from __future__ import annotations

import inspect
import sys

import numpy as np
import pytest
from hybridlint.fixers import Fixer, all_fixers
from hybridlint.rules import get_rule

# the harness's analyze: hybridlint.rules.analyze on one engine run per text, shared with fix_source
from .harness import analyze, build, eager_outputs, fix_source, load_block_class, make_inputs

FIXERS = all_fixers()


def _asks(fixer: type[Fixer]) -> bool:
    """Whether the fixer's rule module asks it for fixes (the rule keeps detection, the fixer the rewrite)."""
    rule = get_rule(fixer.code)
    return fixer.__name__ in inspect.getsource(sys.modules[rule.__module__])


def _cases():
    for fixer in FIXERS:
        for i, ex in enumerate(fixer.EXAMPLES):
            yield pytest.param(fixer, i, ex, id=f"{fixer.code}-{fixer.name}-{i}")


def _run_cases():
    for fixer in FIXERS:
        for i, ex in enumerate(fixer.EXAMPLES):
            if ex.after is not None and ex.runtime:
                yield pytest.param(fixer, i, ex, id=f"{fixer.code}-{fixer.name}-{i}")


@pytest.mark.parametrize("fixer", FIXERS, ids=[f"{f.code}-{f.name}" for f in FIXERS])
def test_fixer_data_is_complete(fixer: type[Fixer]):
    assert get_rule(fixer.code) is not None
    assert _asks(fixer), f"rule {fixer.code} never asks {fixer.__name__} for a fix"
    assert fixer.applicability in ("safe", "unsafe")
    assert fixer.name and fixer.name == fixer.name.lower() and " " not in fixer.name
    assert fixer.description.strip()
    assert any(ex.after is not None for ex in fixer.EXAMPLES), "a fixer needs a before/after example"
    for ex in fixer.EXAMPLES:
        assert (ex.runtime and ex.compare_before) or ex.why_not or ex.after is None, \
            "an example not run (or run without its original) must say why"


@pytest.mark.parametrize("fixer,i,ex", list(_cases()))
def test_example_fix_text(fixer, i, ex):
    found = [d for d in analyze(ex.before, "example.py") if d.code == fixer.code]
    assert found, f"{fixer.code} example {i}: no finding"
    if ex.after is None:
        assert all(d.fix is None for d in found), [d.fix for d in found]
        assert ex.reason and any(ex.reason in d.message for d in found), [d.message for d in found]
        return
    fixes = [d.fix for d in found if d.fix is not None]
    assert fixes, f"{fixer.code} example {i}: the finding has no fix: {[d.message for d in found]}"
    assert all(f.applicability in ("safe", "unsafe") for f in fixes)
    assert any(f.applicability == (ex.applicability or fixer.applicability) for f in fixes)
    companions = get_rule(fixer.code).companion
    out = fix_source(ex.before, unsafe=True, companions=companions)
    assert out == ex.after, f"\n--- got ---\n{out}\n--- expected ---\n{ex.after}"
    compile(out, "fixed.py", "exec")
    # a second --fix is a no-op, and the rule is satisfied
    assert fix_source(out, unsafe=True, companions=companions) == out
    after = analyze(out, "fixed.py")
    assert not [d for d in after if d.code == "HYB000"]
    left = [d for d in after if d.code == fixer.code]
    assert not left, [(d.line, d.message) for d in left]


@pytest.mark.parametrize("fixer,i,ex", list(_run_cases()))
def test_example_runs_the_same(fixer, i, ex):
    from hybridlint.testing import assert_hybrid_consistent

    before_cls = load_block_class(ex.before, f"{fixer.code}_{i}_before") if ex.compare_before else None
    after_cls = load_block_class(ex.after, f"{fixer.code}_{i}_after")
    import mxnet as mx  # served by the runtime (load_block_class installed the alias)

    for k, shapes in enumerate(ex.shapes):
        arrays = make_inputs(shapes, seed=100 + k, dtype=ex.dtype)
        fixed_net = build(after_cls)
        got = eager_outputs(fixed_net, arrays)
        if before_cls is not None:
            want = eager_outputs(build(before_cls), arrays)
            assert len(got) == len(want)
            for g, w in zip(got, want):
                assert g.shape == w.shape, (shapes, g.shape, w.shape)
                np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)
        assert_hybrid_consistent(fixed_net, *[mx.nd.array(a, dtype=a.dtype) for a in arrays])


@pytest.mark.parametrize("fixer,i,ex", [c for c in _cases() if c.values[2].after is not None])
def test_example_fix_keeps_crlf_newlines(fixer, i, ex):
    before = ex.before.replace("\n", "\r\n")
    out = fix_source(before, unsafe=True, companions=get_rule(fixer.code).companion)
    assert out == ex.after.replace("\n", "\r\n")
