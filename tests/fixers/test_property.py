"""Property test: random hybrid_forward bodies mixing the fixable patterns with legal code.

For every generated module: ``--fix`` output parses and is idempotent; the safe fixes alone, and
all fixes together, keep the block's eager outputs; and whenever no error is left after fixing,
the fixed block gives the same outputs hybridized as eagerly.
"""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hybridlint.rules import analyze

from .harness import build, eager_outputs, fix_source, load_block_class

HEAD = "from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n" \
       "    def hybrid_forward(self, F, x):\n"

# Each template makes `{v}` a tensor of x's shape from earlier tensors `{a}`, `{b}` (same shape).
TEMPLATES = [
    # legal code around the patterns
    "{v} = F.relu({a}) + {b}",
    "{v} = F.sigmoid({a}) * 0.5 - {b}",
    "{v} = F.broadcast_mul({a}, F.sum({b}, axis=0, keepdims=True))",
    # HYB004
    "{v} = F.tanh({a})\n{v} += {b}",
    "{v} = {a} * 1.5\n{v} *= {b} + 1",
    "{v} = {a} - 1\n{v} -= F.abs({b})",
    # HYB003
    "{v} = F.broadcast_add({a}, {b}[0])",
    "{v} = F.broadcast_sub({a}, {b}[-1:])",
    "{v} = F.broadcast_mul({a}, {b}[1:2])",
    "{v} = F.broadcast_add({a}, {b}[:, 0:1])",
    "{v} = F.broadcast_add({a}, F.sum({b}[::2], axis=0, keepdims=True))",
    # HYB008
    "{v} = {a} - F.max({b}, axis=-1, keepdims=True)",
    "{v} = {a} * F.ones((1, 1))",
    "{v} = ({a} > F.mean({b}, axis=0, keepdims=True)) * {a}",
    # HYB009
    "{v} = {a}.reshape(0, -1).reshape_like({b})",
    # HYB001
    "{v} = {a}.reshape(({a}.shape[0], -1)).reshape_like({b})",
    "{v} = {a} + F.ones({b}.shape)",
    "{v} = F.zeros({a}.shape) - {b}",
    "{v} = F.flatten({a}).reshape({b}.shape)",
    # HYB006
    "if F.sum({a}) > 0:\n    {v} = {a} * 2\nelse:\n    {v} = {b} - 1",
    "{v} = {a} * 2 if F.mean({b}) > 0 else {b}",
    "{v} = F.relu({a})\nif F.max({b}) > 1:\n    {v} = {v} * 0.5",
    "if F.sum({a}) > 0:\n    {v} = {a}\nelif F.sum({b}) < 0:\n    {v} = {b}\nelse:\n    {v} = {a} * 0",
    "{v} = {a} + 0\nfor i in range(2):\n    if F.mean({v}) > 0:\n        {v} = {v} - 1",
    "{v} = {a} * 1\nfor i in range(-1, 1):\n    {v} = F.broadcast_add({v}, {b}[i])",
    # HYB007
    "{v} = nd.relu({a}) + {b}",
    "{v} = F.broadcast_add({a}, nd.array([1.5]))",
    "{v} = F.broadcast_mul({a}, nd.array([[2, 3]]).sum())",
]


@st.composite
def modules(draw):
    n = draw(st.integers(1, 5))
    names = ["x"]
    lines = []
    for k in range(n):
        template = draw(st.sampled_from(TEMPLATES))
        a = draw(st.sampled_from(names))
        b = draw(st.sampled_from(names))
        v = f"v{k}"
        lines.extend(template.format(v=v, a=a, b=b).splitlines())
        names.append(v)
    last = names[-1]
    ending = draw(st.sampled_from([
        f"return {last} + x",
        f"if F.mean({last}) > 0:\n    return {last} + x\nreturn {last} - x",
        f"if F.sum({last}) < 1:\n    return F.relu({last})\nelse:\n    return {last} * 3",
    ]))
    lines.extend(ending.splitlines())
    shape = draw(st.sampled_from([(2, 3), (3, 2), (4, 3), (2, 3, 2)]))
    return HEAD + "".join(f"        {line}\n" for line in lines), shape


def _errors_left(source: str) -> list:
    return [d for d in analyze(source, "fixed.py") if d.severity == "error"]


def _same(got, want):
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g.shape == w.shape
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)


@pytest.mark.filterwarnings("ignore:Parameter .* is not used by any computation")  # dead code in a random body
@settings(max_examples=100, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(modules())
def test_fix_parses_is_idempotent_and_keeps_outputs(case):
    from hybridlint.testing import assert_hybrid_consistent

    source, shape = case
    assert not [d for d in analyze(source, "before.py") if d.code == "HYB000"]
    safe = fix_source(source, unsafe=False)
    full = fix_source(source, unsafe=True)
    for fixed in (safe, full):
        compile(fixed, "fixed.py", "exec")
        assert fix_source(fixed, unsafe=fixed is full) == fixed, "a second --fix changed the code"

    x = np.random.default_rng(7).standard_normal(shape).astype("float32")
    want = eager_outputs(build(load_block_class(source, "prop_before")), [x])
    import mxnet as mx

    for fixed, label in ((safe, "safe"), (full, "all")):
        net = build(load_block_class(fixed, f"prop_{label}"))
        _same(eager_outputs(net, [x]), want)
        if not _errors_left(fixed):
            assert_hybrid_consistent(net, mx.nd.array(x), static=False)
