"""Gradient of ``Custom`` (the user's backward through the op table's rule) against finite
differences; the operator is registered in test_custom.py."""
import pytest

from .grad_harness import GradCase, check_grad
from .test_custom import A, B

GRAD_CASES = [
    GradCase("Custom", [A, B], {"op_type": "ops_scaled_square", "scale": 1.5},
             id="custom gradient"),
]


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_grad(case):
    check_grad(case)
