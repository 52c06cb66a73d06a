"""``Custom``: the op table's entry for python operators (``mx.operator``), run through the
same kernel / nd / sym and gradient checks as every op.  The operator is registered here (an
op type must exist before a case can name it); tests/runtime/test_operator.py compares a
custom op with real MXNet 1.9.1."""
import numpy as np
import pytest

from hybridlint.runtime import operator

from .grad_harness import rand
from .harness import Case, check


class _ScaledSquare(operator.CustomOp):
    """out = scale * a**2 + b, diff = a - b (two inputs, two outputs)."""

    def forward(self, is_train, req, in_data, out_data, aux):
        a, b = in_data
        self.assign(out_data[0], req[0], a * a * self.scale + b)
        self.assign(out_data[1], req[1], a - b)

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        g_out, g_diff = out_grad
        self.assign(in_grad[0], req[0], 2 * self.scale * in_data[0] * g_out + g_diff)
        self.assign(in_grad[1], req[1], g_out - g_diff)


@operator.register("ops_scaled_square")
class _ScaledSquareProp(operator.CustomOpProp):
    def __init__(self, scale="1"):
        super().__init__(need_top_grad=True)
        self.scale = float(scale)

    def list_arguments(self):
        return ["a", "b"]

    def list_outputs(self):
        return ["out", "diff"]

    def infer_type(self, in_type):
        return in_type, [in_type[0], in_type[0]], []

    def create_operator(self, ctx, shapes, dtypes):
        op = _ScaledSquare()
        op.scale = self.scale
        return op


A, B = rand((2, 3), seed=1), rand((2, 3), seed=2)

CASES = [
    Case("Custom", [A.astype(np.float32), B.astype(np.float32)],
         {"op_type": "ops_scaled_square", "scale": 2.5},
         reference=lambda a, b: (2.5 * a * a + b, a - b), id="custom two outputs"),
    Case("Custom", [A.astype(np.float32), B.astype(np.float32)],
         {"op_type": "ops_scaled_square"},
         reference=lambda a, b: (a * a + b, a - b), id="custom default keywords"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)
