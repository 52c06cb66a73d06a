"""Reductions with MXNet's axis/keepdims/exclude rules, norm and argmax/argmin."""
import numpy as np
import pytest

from hybridlint.runtime.registry import OpError

from .harness import Case, resolve
from .harness import run_kernel as _run
from .test_elemwise import alias_cases, case_tests

R = np.random.default_rng(2)
F32 = "float32"
X = R.standard_normal((2, 3, 4)).astype(F32)
POS = R.uniform(0.5, 1.5, (2, 3, 4)).astype(F32)


def keep1(v):
    """numpy's full reduction is 0-d; MXNet 1.x gives shape (1,)."""
    return np.asarray(v).reshape(1)


REDUCERS = {
    "sum": np.sum, "mean": np.mean, "max": np.max, "min": np.min, "prod": np.prod,
    "nansum": np.nansum, "nanprod": np.nanprod,
}

CASES = []
for _name, _fn in REDUCERS.items():
    data = POS if _name in ("prod", "nanprod") else X
    CASES += [
        Case(_name, [data], reference=lambda x, f=_fn: keep1(f(x)), id=f"{_name}-all"),
        Case(_name, [data], {"axis": 1}, reference=lambda x, f=_fn: f(x, axis=1),
             id=f"{_name}-axis"),
        Case(_name, [data], {"axis": (0, -1), "keepdims": True},
             reference=lambda x, f=_fn: f(x, axis=(0, 2), keepdims=True), id=f"{_name}-keepdims"),
        Case(_name, [data], {"axis": 1, "exclude": True},
             reference=lambda x, f=_fn: f(x, axis=(0, 2)), id=f"{_name}-exclude"),
        Case(_name, [data], {"axis": "(1,)", "exclude": "True", "keepdims": "True"},
             reference=lambda x, f=_fn: f(x, axis=(0, 2), keepdims=True),
             id=f"{_name}-exclude-keepdims"),
    ]

CASES += [
    Case("sum_axis", [X], {"axis": 2}, reference=lambda x: x.sum(2), id="sum_axis-alias"),
    Case("max_axis", [X], {"axis": 0}, reference=lambda x: x.max(0), id="max_axis-alias"),
    Case("min_axis", [X], {"axis": 0}, reference=lambda x: x.min(0), id="min_axis-alias"),
    Case("sum", [X], {"axis": ()}, reference=lambda x: keep1(x.sum()), id="sum-empty-axis"),
    Case("sum", [X], {"keepdims": True}, reference=lambda x: x.sum(keepdims=True),
         id="sum-all-keepdims"),
    Case("sum", [X], {"axis": (), "exclude": True}, reference=lambda x: keep1(x.sum()),
         id="sum-exclude-empty-is-all"),
    Case("sum", [X], {"axis": (0, 1, 2)}, reference=lambda x: keep1(x.sum()),
         id="sum-every-axis-gives-(1,)"),
    Case("sum", [np.array([[1, 2], [3, 4]], "int32")], {"axis": 0},
         expected=np.array([4, 6], "int32"), id="sum-int32"),
    # mean over ints truncates: 7/3 -> 2, -7/3 -> -2
    Case("mean", [np.array([[1, 2, 4], [-1, -2, -4]], "int32")], {"axis": 1},
         expected=np.array([2, -2], "int32"), id="mean-int-truncates"),
    Case("mean", [np.array([1, 2], "float16")], expected=np.array([1.5], "float16"),
         id="mean-f16"),
    Case("nansum", [np.array([1, np.nan, 2], F32)], expected=np.array([3], F32),
         id="nansum-nan"),
    Case("nanprod", [np.array([3, np.nan, 2], F32)], expected=np.array([6], F32),
         id="nanprod-nan"),
    # norm
    Case("norm", [X], reference=lambda x: keep1(np.sqrt((x.astype(np.float64) ** 2).sum())).astype(x.dtype)),
    Case("norm", [X], {"ord": 1, "axis": 1}, reference=lambda x: np.abs(x).sum(1), id="norm-l1"),
    Case("norm", [X], {"axis": (1, 2), "keepdims": True},
         reference=lambda x: np.sqrt((x ** 2).sum((1, 2), keepdims=True)), id="norm-2axes"),
    Case("norm", [X], {"axis": -1, "out_dtype": "float64"},
         reference=lambda x: np.sqrt((x.astype(np.float64) ** 2).sum(-1)), id="norm-out_dtype"),
    # MXNet 1.9.1 runs its scaled nrm2 reducer in int32 (measured): 3/4 truncates to 0, so
    # the norm of [3, 4] is 4; [1, 1] gives 1 * sqrt(2) -> 1; [3, 4, 4, 0, -5] gives 5
    Case("norm", [np.array([3, 4], "int32")], expected=np.array([4], "int32"), id="norm-int"),
    Case("norm", [np.array([[3, 4], [1, 1]], "int32")], {"axis": 1},
         expected=np.array([4, 1], "int32"), id="norm-int-rows"),
    Case("norm", [np.array([3, 4, 4, 0, -5], "int8")], expected=np.array([5], "int8"),
         id="norm-int8"),
    # argmax / argmin: indices in the input dtype, first index on ties, (1,) for flat
    Case("argmax", [X], {"axis": 1}, reference=lambda x: x.argmax(1).astype(F32)),
    Case("argmin", [X], {"axis": -1, "keepdims": True},
         reference=lambda x: x.argmin(-1)[..., None].astype(F32), id="argmin-keepdims"),
    Case("argmax", [X], reference=lambda x: keep1(x.argmax()).astype(F32), id="argmax-flat"),
    Case("argmax", [X], {"keepdims": True},
         reference=lambda x: x.argmax().astype(F32).reshape(1, 1, 1), id="argmax-flat-keepdims"),
    Case("argmax", [np.array([[1, 3, 3], [2, 2, 0]], F32)], {"axis": 1},
         expected=np.array([1, 0], F32), id="argmax-ties-first"),
    Case("argmax", [np.array([1, 5, 2], "int32")], {"axis": 0},
         expected=np.array([1], "int32"), id="argmax-1d-int"),
    Case("argmax_channel", [X[0]], reference=lambda x: x.argmax(1).astype(F32)),
    Case("cumsum", [X], reference=lambda x: np.cumsum(x.ravel()), rtol=1e-5, atol=1e-5),
    Case("cumsum", [X], {"axis": 1}, reference=lambda x: np.cumsum(x, axis=1), id="cumsum-axis"),
    Case("cumsum", [np.array([[1, 2], [3, 4]], "int32")], {"axis": 0},
         expected=np.array([[1, 2], [4, 6]], "int64"), id="cumsum-int32-to-int64"),
    Case("cumsum", [np.array([1, 2], "int32")], {"dtype": "float32"},
         expected=np.array([1, 3], F32), id="cumsum-dtype"),
    Case("moments", [X], {"axes": (0, 2)}, reference=lambda x: (x.mean((0, 2)), x.var((0, 2)))),
    Case("moments", [X], {"keepdims": True},
         reference=lambda x: (x.mean(keepdims=True), x.var(keepdims=True)), id="moments-all"),
    Case("moments", [X], reference=lambda x: (keep1(x.mean()), keep1(x.var())),
         id="moments-all-(1,)"),
]

CASES += alias_cases(CASES)


test_op, test_op_on_gpu = case_tests(CASES)


@pytest.mark.parametrize("name,attrs,match", [
    ("sum", {"axis": 3}, "out of range"),
    ("sum", {"axis": (1, -2)}, "duplicates"),
    ("norm", {"ord": 3}, "ord=3"),
    ("argmax", {"axis": -4}, "out of range"),
    # MXNet 1.9.1's cumsum (nd, sym and np alike): "index = -1 must be in range [0, 3)"
    ("cumsum", {"axis": -1}, r"must be in range \[0, 3\)"),
    ("cumsum", {"axis": 3}, r"must be in range \[0, 3\)"),
])
def test_bad_axes(name, attrs, match):
    with pytest.raises(OpError, match=match):
        _run(name, X, **attrs)


def test_norm_rejects_unknown_out_dtype():
    with pytest.raises(OpError):
        resolve("norm").parse_attrs({"out_dtype": "uint16"})


def test_max_of_empty_is_an_error():
    with pytest.raises(OpError, match="empty"):
        _run("max", np.zeros((0, 3), F32), axis=0)


# ---- properties against numpy ------------------------------------------------

from hypothesis import given, settings, strategies as st  # noqa: E402


@settings(max_examples=80, deadline=None, derandomize=True)
@given(st.lists(st.integers(1, 3), min_size=1, max_size=4).map(tuple), st.data())
def test_axis_keepdims_exclude_match_numpy(shape, data):
    x = np.arange(int(np.prod(shape)), dtype=F32).reshape(shape) - 3
    nd_ = len(shape)
    axes = tuple(sorted(data.draw(st.sets(st.integers(0, nd_ - 1)))))
    keepdims = data.draw(st.booleans())
    exclude = data.draw(st.booleans())
    reduce_over = tuple(range(nd_)) if not axes else (
        tuple(k for k in range(nd_) if k not in axes) if exclude else axes)
    want = np.sum(x, axis=reduce_over, keepdims=keepdims)
    if want.ndim == 0:
        want = want.reshape(1)
    # MXNet's axis form mixes positive and negative axes freely
    given_axes = tuple(k - nd_ if k % 2 else k for k in axes)
    got = _run("sum", x, axis=given_axes, keepdims=keepdims, exclude=exclude)
    np.testing.assert_array_equal(got, want)
