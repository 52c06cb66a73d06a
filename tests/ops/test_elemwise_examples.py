import numpy as np
import pytest

from .harness import Case, check

R = np.random.default_rng(0)
CASES = [
    Case("relu", [R.standard_normal((3, 4)).astype("float32")], reference=lambda x: np.maximum(x, 0)),
    Case("elemwise_add", [np.ones((2, 3), "float32"), np.arange(6, dtype="float32").reshape(2, 3)],
         reference=np.add),
    Case("broadcast_add", [np.ones((2, 1), "float32"), np.arange(3, dtype="float32")],
         reference=np.add),
    Case("_plus_scalar", [np.ones((2, 3), "float32")], {"scalar": "2.5"}, reference=lambda x: x + 2.5),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)
