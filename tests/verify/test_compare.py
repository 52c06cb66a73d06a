"""The numeric comparison behind verify and the pytest helper."""
import numpy as np

from hybridlint.verify.compare import (
    compare,
    compare_outputs,
    flatten_outputs,
    json_number,
    tolerance_for,
)


def test_default_tolerances_per_dtype():
    assert tolerance_for(np.float32) == (1e-4, 1e-5)
    assert tolerance_for(np.float16) == (1e-2, 1e-2)
    assert tolerance_for(np.float64) == (1e-7, 1e-9)
    assert tolerance_for(np.int32) == (0.0, 0.0)
    assert tolerance_for(np.float32, rtol=0.5) == (0.5, 1e-5)


def test_within_and_outside_tolerance():
    e = np.array([1.0, 100.0, 0.0], dtype=np.float32)
    ok = compare("m", "0", e + np.array([5e-6, 5e-3, 9e-6], dtype=np.float32), e)
    assert ok.ok and ok.failing == 0
    bad = compare("m", "0", e + np.array([0, 0, 1e-3], dtype=np.float32), e)
    assert bad.status == "differ" and bad.failing == 1
    assert bad.worst_index == (2,) and bad.max_rel == float("inf")
    assert abs(bad.max_abs - 1e-3) < 1e-9


def test_float16_is_looser_and_integers_exact():
    e16 = np.array([1.0, 2.0], dtype=np.float16)
    assert compare("m", "0", e16 + np.float16(0.005), e16).ok
    ei = np.array([1, 2, 3], dtype=np.int64)
    assert not compare("m", "0", ei + np.array([0, 0, 1]), ei).ok


def test_shape_dtype_and_count_mismatches():
    e = np.zeros((2, 3), np.float32)
    assert compare("m", "0", np.zeros((3, 2), np.float32), e).status == "shape"
    assert compare("m", "0", np.zeros((2, 3), np.float64), e).status == "dtype"
    results = compare_outputs("m", [("0", e)], [("0", e), ("1", e)])
    assert [r.status for r in results] == ["ok", "missing"]
    results = compare_outputs("m", [("0", e), ("1", e)], [("0", e)])
    assert [r.status for r in results] == ["ok", "extra"]
    assert "no such output" in compare_outputs("m", [], [("0", e)])[0].describe()


def test_non_finite():
    e = np.array([np.nan, 1.0, np.inf], dtype=np.float32)
    flagged = compare("m", "0", e.copy(), e)
    assert flagged.status == "non-finite" and flagged.nonfinite == 2
    assert compare("m", "0", e.copy(), e, allow_nonfinite=True).ok
    assert compare("m", "0", np.array([np.nan, 1.0, -np.inf], np.float32), e, allow_nonfinite=True).status == "differ"
    assert compare("m", "0", np.array([0.0, 1.0, np.inf], np.float32), e, allow_nonfinite=True).status == "differ"
    assert json_number(float("inf")) == "inf" and json_number(1.5) == 1.5


def test_flatten_nested_outputs():
    a = np.zeros(1)
    assert [label for label, _ in flatten_outputs(a)] == ["0"]
    assert [label for label, _ in flatten_outputs((a, [a, (a,)]))] == ["0", "1.0", "1.1.0"]
    try:
        flatten_outputs((a, "text"))
    except TypeError as exc:
        assert "not a tensor" in str(exc)
    else:
        raise AssertionError("a string output must be rejected")


def test_empty_outputs_compare_equal():
    e = np.zeros((0, 3), np.float32)
    assert compare("m", "0", e.copy(), e).ok
