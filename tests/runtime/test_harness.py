"""The op test harness itself: each of its three paths can fail."""
import numpy as np
import pytest

from tests.ops.harness import Case, check, check_kernel, check_nd, check_sym

X = np.array([[-1.0, 2.0], [3.0, -4.0]], dtype=np.float32)


def test_correct_case_passes_all_paths():
    check(Case("relu", [X], reference=lambda x: np.maximum(x, 0)))
    check(Case("split", [X], {"num_outputs": 2, "axis": 1},
               reference=lambda x: (x[:, :1], x[:, 1:])))


@pytest.mark.parametrize("path", [check_kernel, check_nd, check_sym])
def test_wrong_reference_fails_every_path(path):
    with pytest.raises(AssertionError):
        path(Case("relu", [X], reference=lambda x: x))


@pytest.mark.parametrize("path", [check_kernel, check_nd, check_sym])
def test_wrong_shape_fails(path):
    with pytest.raises(AssertionError):
        path(Case("relu", [X], reference=lambda x: np.maximum(x, 0).reshape(4)))


def test_unknown_op_is_reported():
    with pytest.raises(LookupError):
        check(Case("no_such_op", [X], reference=lambda x: x))
