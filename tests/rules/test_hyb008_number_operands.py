"""HYB008 leaves a scope alone when each operator it checks has a python number for an operand.

No such operator can be reported (a number is never a tensor, and every report asks both operands
to be, but for the gate's product with a number, whose sum has none), so the scope's bindings need
no evidence; the test on the body must keep every other scope busy.
"""
from __future__ import annotations

import textwrap

import libcst as cst
import pytest

from hybridlint.rules import analyze
from hybridlint.rules.hyb008_non_broadcasting_operator import _number_operands_only


def _body(code: str) -> cst.CSTNode:
    return cst.parse_module(textwrap.dedent(code)).body[0].body


@pytest.mark.parametrize("code", [
    "def f(F, x):\n    y = F.mean(x, axis=1, keepdims=True)\n    return F.relu(y * 2) - 1\n",
    "def f(F, x):\n    return F.maximum(x, -0.5) ** 2 > 1e-3\n",
    "def f(F, x):\n    return x // F.ones_like(x)\n",          # `//` is not checked
])
def test_number_operands_only(code):
    assert _number_operands_only(_body(code))


@pytest.mark.parametrize("code", [
    "def f(F, x, y):\n    return x * 2 + y\n",
    "def f(F, g, y):\n    return (1 - g) * 2 + g * y\n",     # the gate's sum
    "def f(F, x, y):\n    return x == y\n",
    "def f(F, x, y):\n    return F.minimum(x, y)\n",
    "def f(F, x):\n    class C:\n        pass\n    return x * 2\n",
])
def test_an_operator_without_a_number_keeps_the_scope_busy(code):
    assert not _number_operands_only(_body(code))


GATE = textwrap.dedent("""\
    from mxnet.gluon import HybridBlock, nn


    class Net(HybridBlock):
        def __init__(self, units=6):
            super().__init__()
            with self.name_scope():
                self.out = nn.Dense(units)
                self.gate = nn.Dense(1)

        def hybrid_forward(self, F, x):
            p = F.sigmoid(self.gate(x))
            return F.broadcast_mul(p, self.out(x)) + (1 - p) * 2
""")


def test_a_product_with_a_number_in_a_gated_sum_is_still_checked():
    found = [(d.line, d.col) for d in analyze(GATE, "net.py") if d.code == "HYB008"]
    assert (13, 50) in found
