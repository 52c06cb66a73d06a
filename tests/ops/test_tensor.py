"""Shape and indexing ops: Reshape codes, Concat, SliceChannel, slice*, take, pick, ..."""
import numpy as np
import pytest

from hybridlint.runtime.registry import KernelContext, OpError

from .harness import Case, resolve
from .harness import run_kernel as _run
from .test_elemwise import alias_cases, case_tests

R = np.random.default_rng(1)
F32 = "float32"


def rand(*shape, dtype=F32):
    return R.standard_normal(shape).astype(dtype)


def seq(*shape, dtype=F32):
    return np.arange(int(np.prod(shape))).reshape(shape).astype(dtype)


X234 = seq(2, 3, 4)


def f32(x):
    return np.asarray(x, dtype=F32)


def reshaped(shape):
    return lambda x, *like: x.reshape(shape)


# (input shape, shape attr, reverse, expected output shape) from MXNet's reshape doc
RESHAPE_DOC = [
    ((2, 3, 4), (4, 0, 2), False, (4, 3, 2)),
    ((2, 3, 4), (2, 0, 0), False, (2, 3, 4)),
    ((2, 3, 4), (6, 1, -1), False, (6, 1, 4)),
    ((2, 3, 4), (3, -1, 8), False, (3, 1, 8)),
    ((2, 3, 4), (-1,), False, (24,)),
    ((2, 3, 4), (-2,), False, (2, 3, 4)),
    ((2, 3, 4), (2, -2), False, (2, 3, 4)),
    ((2, 3, 4), (-2, 1, 1), False, (2, 3, 4, 1, 1)),
    ((2, 3, 4), (-3, 4), False, (6, 4)),
    ((2, 3, 4, 5), (-3, -3), False, (6, 20)),
    ((2, 3, 4), (0, -3), False, (2, 12)),
    ((2, 3, 4), (-3, -2), False, (6, 4)),
    ((2, 3, 4), (-4, 1, 2, -2), False, (1, 2, 3, 4)),
    ((2, 3, 4), (2, -4, -1, 3, -2), False, (2, 1, 3, 4)),
    ((10, 5, 4), (-1, 0), False, (40, 5)),
    ((10, 5, 4), (-1, 0), True, (50, 4)),
]

CASES = [
    Case("Reshape", [seq(*ishape)], {"shape": shape, "reverse": rev},
         reference=reshaped(oshape), id=f"Reshape{ishape}->{shape}{'-rev' if rev else ''}")
    for ishape, shape, rev, oshape in RESHAPE_DOC
]
CASES += [
    Case("reshape", [X234], {"shape": "(0, -1)"}, reference=reshaped((2, 12)),
         id="reshape-string-attr"),
    Case("Reshape", [X234], {"target_shape": (4, 0)}, reference=reshaped((4, 6)),
         id="Reshape-deprecated-target_shape"),
    Case("Flatten", [X234], reference=reshaped((2, 12))),
    Case("flatten", [seq(5)], reference=reshaped((5, 1)), id="flatten-1d"),
    Case("transpose", [X234], reference=lambda x: x.transpose()),
    Case("transpose", [X234], {"axes": (1, 0, 2)}, reference=lambda x: x.transpose(1, 0, 2),
         id="transpose-axes"),
    # MXNet 1.9.1 refuses a negative axis here ("index = -1 must be in range [0, 3)": see
    # test_op_semantics); the string form of the attribute is parsed
    Case("transpose", [X234], {"axes": "(2, 0, 1)"}, reference=lambda x: x.transpose(2, 0, 1),
         id="transpose-string"),
    Case("expand_dims", [X234], {"axis": 1}, reference=lambda x: x[:, None]),
    Case("expand_dims", [X234], {"axis": -1}, reference=lambda x: x[..., None],
         id="expand_dims-neg"),
    Case("squeeze", [seq(1, 3, 1, 2)], reference=reshaped((3, 2))),
    Case("squeeze", [seq(1, 3, 1, 2)], {"axis": 2}, reference=reshaped((1, 3, 2)),
         id="squeeze-int"),
    Case("squeeze", [seq(1, 3, 1, 2)], {"axis": (0, -2)}, reference=reshaped((3, 2)),
         id="squeeze-tuple"),
    Case("squeeze", [seq(1, 1)], reference=reshaped((1,)), id="squeeze-all-gives-(1,)"),
    # joining / splitting
    Case("Concat", [rand(2, 3), rand(2, 4)], reference=lambda a, b: np.concatenate([a, b], 1)),
    Case("concat", [rand(2, 3), rand(1, 3), rand(3, 3)], {"dim": 0, "num_args": 3},
         reference=lambda *xs: np.concatenate(xs, 0), id="concat-dim0"),
    Case("concat", [rand(2, 3, 1), rand(2, 3, 2)], {"dim": -1},
         reference=lambda *xs: np.concatenate(xs, -1), id="concat-neg-dim"),
    Case("stack", [rand(2, 3), rand(2, 3)], reference=lambda *xs: np.stack(xs, 0)),
    Case("stack", [rand(2, 3), rand(2, 3), rand(2, 3)], {"axis": -1, "num_args": 3},
         reference=lambda *xs: np.stack(xs, -1), id="stack-axis-last"),
    Case("SliceChannel", [seq(2, 6)], {"num_outputs": 3},
         reference=lambda x: tuple(np.split(x, 3, axis=1))),
    Case("split", [seq(4, 2)], {"num_outputs": 2, "axis": 0},
         reference=lambda x: (x[:2], x[2:]), id="split-axis0"),
    Case("split", [seq(2, 3, 2)], {"num_outputs": 3, "axis": 1, "squeeze_axis": True},
         reference=lambda x: (x[:, 0], x[:, 1], x[:, 2]), id="split-squeeze_axis"),
    Case("split", [seq(2, 1)], {"num_outputs": 1, "axis": -1, "squeeze_axis": "1"},
         reference=lambda x: x[:, 0], id="split-one-output"),
    # slicing
    Case("slice", [X234], {"begin": (0, 1), "end": (2, 3)}, reference=lambda x: x[0:2, 1:3]),
    Case("slice", [X234], {"begin": "(None, -2)", "end": "(None, None)"},
         reference=lambda x: x[:, -2:], id="slice-none-negative"),
    Case("slice", [X234], {"begin": (1, None, None), "end": (None, None, 0),
                           "step": (None, 2, -1)},
         reference=lambda x: x[1:, ::2, :0:-1], id="slice-steps"),
    Case("slice", [X234], {"begin": (None,), "end": (None,), "step": (-1,)},
         reference=lambda x: x[::-1], id="slice-reverse"),
    Case("slice", [seq(6)], {"begin": (-100,), "end": (100,)}, reference=lambda x: x,
         id="slice-out-of-range-clamps"),
    Case("crop", [X234], {"begin": (1,), "end": (2,)}, reference=lambda x: x[1:2],
         id="crop-is-slice"),
    Case("slice_axis", [X234], {"axis": 1, "begin": 1, "end": 3},
         reference=lambda x: x[:, 1:3]),
    Case("slice_axis", [X234], {"axis": -1, "begin": -3, "end": None},
         reference=lambda x: x[..., -3:], id="slice_axis-end-None"),
    Case("slice_axis", [X234], {"axis": 0, "begin": 0, "end": -1},
         reference=lambda x: x[:-1], id="slice_axis-neg-end"),
    Case("slice_like", [X234, np.zeros((1, 2, 3), F32)], reference=lambda x, y: x[:1, :2, :3]),
    Case("slice_like", [X234, np.zeros((1, 2), F32)], {"axes": (-2,)},
         reference=lambda x, y: x[:, :2], id="slice_like-axes"),
    # indexing
    Case("take", [seq(5, 3), np.array([[0, 4], [1.7, 2]], F32)],
         reference=lambda a, i: a[np.array([[0, 4], [1, 2]])], id="take-truncates"),
    Case("take", [seq(5, 3), np.array([-1, 7, 2], F32)],
         reference=lambda a, i: a[[0, 4, 2]], id="take-clip"),
    Case("take", [seq(5, 3), np.array([-1, 7, 2], "int32")], {"mode": "wrap"},
         reference=lambda a, i: a[[4, 2, 2]], id="take-wrap"),
    Case("take", [seq(2, 5), np.array([4, 0], "int64")], {"axis": 1},
         reference=lambda a, i: a[:, [4, 0]], id="take-axis1"),
    Case("take", [seq(2, 5), np.array([-1, 0], "int64")], {"axis": -1, "mode": "raise"},
         reference=lambda a, i: a[:, [4, 0]], id="take-raise-in-range"),
    Case("pick", [seq(3, 4), np.array([0, 3, 1.9], F32)],
         reference=lambda x, i: x[np.arange(3), [0, 3, 1]]),
    Case("pick", [seq(3, 4), np.array([1, 2, 0, 5], F32)], {"axis": 0, "keepdims": True},
         reference=lambda x, i: x[[1, 2, 0, 2], np.arange(4)][None], id="pick-axis0-keep-clip"),
    Case("pick", [seq(3, 4), np.array([-1, 5, 4], "int32")], {"mode": "wrap"},
         reference=lambda x, i: x[np.arange(3), [3, 1, 0]], id="pick-wrap"),
    # MXNet 1.9.1: a pick from a 1-D array is (1,), not 0-D (legacy arrays have no 0-D shape)
    Case("pick", [np.array([1.0, 2.0, 3.0], F32), np.array([1.0], F32)], {"axis": 0},
         expected=np.array([2.0], F32), id="pick-1d"),
    Case("one_hot", [np.array([0, 2, 1.6, 5, -1], F32)], {"depth": 3},
         expected=np.array([[1, 0, 0], [0, 0, 1], [0, 1, 0], [0, 0, 0], [0, 0, 0]], F32)),
    Case("one_hot", [np.array([[1], [0]], "int32")],
         {"depth": 2, "on_value": 5, "off_value": -1, "dtype": "int32"},
         expected=np.array([[[-1, 5]], [[5, -1]]], "int32"), id="one_hot-values-dtype"),
    Case("gather_nd", [seq(3, 4), np.array([[0, 2], [1, 3]], F32)],
         reference=lambda x, i: x[[0, 2], [1, 3]]),
    Case("gather_nd", [X234, np.array([[1, 0]], "int32")],
         reference=lambda x, i: x[[1, 0]], id="gather_nd-partial"),
    # broadcasting
    Case("broadcast_to", [seq(1, 3)], {"shape": (4, 3)}, reference=lambda x: np.tile(x, (4, 1))),
    Case("broadcast_to", [seq(2, 1)], {"shape": "(0, 5)"},
         reference=lambda x: np.broadcast_to(x, (2, 5)), id="broadcast_to-zero-keeps"),
    Case("broadcast_axis", [seq(1, 3, 1)], {"axis": (0, 2), "size": (2, 4)},
         reference=lambda x: np.broadcast_to(x, (2, 3, 4))),
    Case("broadcast_axes", [seq(3, 1)], {"axis": 1, "size": 2},
         reference=lambda x: np.broadcast_to(x, (3, 2)), id="broadcast_axes-alias"),
    Case("broadcast_like", [seq(1, 3), np.zeros((2, 3), F32)],
         reference=lambda x, y: np.broadcast_to(x, (2, 3))),
    Case("broadcast_like", [seq(1, 3), np.zeros((5, 4), F32)],
         {"lhs_axes": (0,), "rhs_axes": (1,)},
         reference=lambda x, y: np.broadcast_to(x, (4, 3)), id="broadcast_like-axes"),
    Case("reshape_like", [seq(2, 6), np.zeros((3, 4), F32)], reference=reshaped((3, 4))),
    Case("reshape_like", [seq(30, 7), np.zeros((15, 2, 4), F32)],
         {"lhs_begin": 0, "lhs_end": 1, "rhs_begin": 0, "rhs_end": 2},
         reference=reshaped((15, 2, 7)), id="reshape_like-ranges"),
    Case("shape_array", [X234], expected=np.array([2, 3, 4], "int64")),
    Case("size_array", [X234], expected=np.array([24], "int64")),
    # tile, repeat, reverse, swapaxes, depth/space, diag
    Case("tile", [seq(2, 3)], {"reps": (2, 1, 2)}, reference=lambda x: np.tile(x, (2, 1, 2))),
    Case("tile", [seq(2, 3)], {"reps": (2,)}, reference=lambda x: np.tile(x, 2), id="tile-short"),
    Case("repeat", [seq(2, 3)], {"repeats": 2}, reference=lambda x: np.repeat(x, 2)),
    Case("repeat", [seq(2, 3)], {"repeats": 3, "axis": -1},
         reference=lambda x: np.repeat(x, 3, axis=1), id="repeat-axis"),
    Case("reverse", [X234], {"axis": 1}, reference=lambda x: x[:, ::-1]),
    Case("flip", [X234], {"axis": (0, 2)}, reference=lambda x: x[::-1, :, ::-1], id="flip"),
    Case("SwapAxis", [X234], {"dim1": 0, "dim2": 2}, reference=lambda x: np.swapaxes(x, 0, 2)),
    Case("swapaxes", [X234], reference=lambda x: x, id="swapaxes-default"),
    Case("depth_to_space", [seq(1, 8, 2, 3)], {"block_size": 2},
         reference=lambda x: x.reshape(1, 2, 2, 2, 2, 3).transpose(0, 3, 4, 1, 5, 2)
         .reshape(1, 2, 4, 6)),
    Case("space_to_depth", [seq(1, 2, 4, 6)], {"block_size": 2},
         reference=lambda x: x.reshape(1, 2, 2, 2, 3, 2).transpose(0, 3, 5, 1, 2, 4)
         .reshape(1, 8, 2, 3)),
    Case("diag", [seq(3)], reference=np.diag),
    Case("diag", [seq(3)], {"k": -1}, reference=lambda x: np.diag(x, -1), id="diag-1d-k"),
    Case("diag", [seq(3, 4)], {"k": 1}, reference=lambda x: np.diag(x, 1), id="diag-2d"),
    Case("diag", [X234], {"axis1": 1, "axis2": 2},
         reference=lambda x: np.diagonal(x, 0, 1, 2), id="diag-3d"),
    # sorting
    Case("sort", [rand(3, 5)], reference=lambda x: np.sort(x, -1)),
    Case("sort", [rand(3, 5)], {"axis": 0, "is_ascend": False},
         reference=lambda x: -np.sort(-x, 0), id="sort-desc"),
    Case("sort", [rand(2, 3)], {"axis": None}, reference=lambda x: np.sort(x.ravel()),
         id="sort-flat"),
    Case("argsort", [np.array([[3, 1, 2, 1]], F32)], expected=np.array([[1, 3, 2, 0]], F32)),
    Case("argsort", [np.array([3, 1, 3, 2], F32)], {"is_ascend": False, "dtype": "int32"},
         expected=np.array([0, 2, 3, 1], "int32"), id="argsort-desc-stable"),
    Case("topk", [np.array([[1, 5, 3, 5]], F32)], {"k": 2},
         expected=np.array([[1, 3]], F32)),
    # split_v2 as sym/nd.split_v2 call it: indices start with 0
    Case("_split_v2", [seq(6, 2)], {"indices": (0, 2, 3), "axis": 0},
         reference=lambda x: (x[:2], x[2:3], x[3:])),
    Case("_split_v2", [seq(2, 6)], {"indices": (), "sections": 3},
         reference=lambda x: tuple(np.split(x, 3, axis=1)), id="split_v2-sections"),
    Case("_split_v2", [seq(4, 2)], {"indices": (0, 1, 9), "axis": 0},
         reference=lambda x: (x[:1], x[1:], x[4:]), id="split_v2-index-past-end"),
    Case("_split_v2", [seq(2, 3)], {"indices": (0, 1, 2), "axis": -1, "squeeze_axis": True},
         reference=lambda x: (x[:, 0], x[:, 1], x[:, 2]), id="split_v2-squeeze"),
    Case("batch_take", [seq(3, 4), np.array([0, 3, 9], F32)],
         expected=np.array([0, 7, 11], F32)),
    Case("scatter_nd", [f32([5, 6]), np.array([[0, 1], [2, 0]], F32)], {"shape": (2, 3)},
         expected=f32([[0, 0, 5], [6, 0, 0]])),
    Case("scatter_nd", [f32([[1, 2], [3, 4]]), np.array([[1, 0]], "int32")], {"shape": (3, 2)},
         expected=f32([[3, 4], [1, 2], [0, 0]]), id="scatter_nd-rows"),
    Case("ravel_multi_index", [f32([[3, 6, 6], [4, 5, 1]])], {"shape": (7, 6)},
         expected=f32([22, 41, 37])),
    Case("unravel_index", [f32([22, 41, 37])], {"shape": (7, 6)},
         expected=f32([[3, 6, 6], [4, 5, 1]])),
    Case("contrib.arange_like", [seq(2, 3)], reference=lambda x: np.arange(6, dtype=F32)
         .reshape(2, 3)),
    Case("contrib.arange_like", [seq(2, 5)], {"axis": -1, "start": 1, "step": 2, "repeat": 2},
         expected=f32([1, 1, 3, 3, 5]), id="arange_like-axis-repeat"),
    Case("contrib.index_array", [seq(2, 3)],
         reference=lambda x: np.stack(np.indices((2, 3)), -1).astype("int64")),
    Case("contrib.index_array", [seq(2, 3, 4)], {"axes": (-1, 0)},
         reference=lambda x: np.stack([np.indices((2, 3, 4))[2], np.indices((2, 3, 4))[0]], -1),
         id="index_array-axes"),
    Case("contrib.index_copy", [np.zeros((4, 2), F32), f32([2, 0]), f32([[1, 2], [3, 4]])],
         expected=f32([[3, 4], [0, 0], [1, 2], [0, 0]])),
    # Sequence*: (time, batch, feature) with per-batch lengths
    Case("SequenceMask", [seq(4, 2, 3)], reference=lambda x: x, id="SequenceMask-no-lengths"),
    Case("SequenceMask", [seq(4, 2, 3), f32([2, 3])],
         {"use_sequence_length": True, "value": -1},
         reference=lambda x, L: np.where(np.arange(4)[:, None, None] < L[None, :, None], x, -1)),
    Case("SequenceMask", [seq(2, 4), f32([1, 4])], {"use_sequence_length": True, "axis": 1},
         reference=lambda x, L: np.where(np.arange(4)[None, :] < L[:, None], x, 0),
         id="SequenceMask-axis1"),
    Case("SequenceLast", [seq(4, 2, 3)], reference=lambda x: x[-1]),
    Case("SequenceLast", [seq(4, 2, 3), f32([2, 4])], {"use_sequence_length": True},
         reference=lambda x, L: np.stack([x[1, 0], x[3, 1]]), id="SequenceLast-lengths"),
    Case("SequenceLast", [seq(2, 4, 3), f32([1, 3])], {"use_sequence_length": True, "axis": 1},
         reference=lambda x, L: np.stack([x[0, 0], x[1, 2]]), id="SequenceLast-axis1"),
    Case("SequenceReverse", [seq(3, 2)], reference=lambda x: x[::-1]),
    Case("SequenceReverse", [seq(4, 2, 2), f32([2, 3])], {"use_sequence_length": True},
         reference=lambda x, L: np.stack([np.concatenate([x[1::-1, 0], x[2:, 0]]),
                                          np.concatenate([x[2::-1, 1], x[3:, 1]])], 1),
         id="SequenceReverse-lengths"),
    Case("topk", [np.array([[1, 5, 3, 4]], F32)], {"k": 2, "ret_typ": "both"},
         expected=(np.array([[5, 4]], F32), np.array([[1, 3]], F32)), id="topk-both"),
    Case("topk", [np.array([[1, 5, 3, 4], [9, 0, 8, 7]], F32)], {"k": 2, "ret_typ": "mask"},
         expected=np.array([[0, 1, 0, 1], [1, 0, 1, 0]], F32), id="topk-mask"),
    Case("topk", [np.array([[1, 5], [3, 4], [0, 9]], F32)],
         {"k": 2, "axis": 0, "ret_typ": "mask"},
         expected=np.array([[1, 1], [1, 0], [0, 1]], F32), id="topk-mask-axis0"),
    Case("topk", [np.array([[1, 5], [3, 4]], F32)],
         {"k": 1, "axis": 0, "ret_typ": "value", "is_ascend": True},
         expected=np.array([[1, 4]], F32), id="topk-value-asc"),
    Case("topk", [np.array([[1, 5], [3, 4]], F32)], {"k": 0, "axis": None, "dtype": "int32"},
         expected=np.array([1, 3, 2, 0], "int32"), id="topk-flat-full-sort"),
]

CASES += alias_cases(CASES)


test_op, test_op_on_gpu = case_tests(CASES)


CTX = KernelContext(xp=np)


@pytest.mark.parametrize("name,arrays,attrs,match", [
    ("Reshape", [X234], {"shape": (5, -1)}, "cannot reshape"),
    ("Reshape", [X234], {"shape": (-1, -1)}, "more than one -1"),
    ("Reshape", [X234], {"shape": (-4, -1, -1, -2)}, "both be -1"),
    ("Reshape", [X234], {"shape": (-4, 5, 2, -2)}, "do not divide"),
    ("Reshape", [X234], {"shape": (0, 0, 0, 0)}, "no input dimension"),
    ("Reshape", [X234], {"shape": (-5,)}, "invalid shape code"),
    ("Reshape", [X234], {}, "needs a target shape"),
    ("Concat", [rand(2, 3), rand(3, 3)], {}, "differ outside"),
    ("Concat", [rand(2, 3)], {"dim": 2}, "out of range"),
    ("concat", [rand(2, 3), rand(2, 3)], {"num_args": 3}, "num_args"),
    ("stack", [rand(2, 3), rand(3, 2)], {}, "differ"),
    ("SliceChannel", [seq(2, 5)], {"num_outputs": 2}, "evenly"),
    ("SliceChannel", [seq(2, 4)], {"num_outputs": 2, "squeeze_axis": True}, "squeeze_axis"),
    ("slice", [X234], {"begin": (0,), "end": (1, 2)}, "different lengths"),
    ("slice", [X234], {"begin": (0,), "end": (1,), "step": (0,)}, "step cannot be 0"),
    ("slice_axis", [X234], {"axis": 1, "begin": 2, "end": 1}, "invalid begin"),
    ("slice_axis", [X234], {"axis": 1, "begin": 0, "end": 9}, "invalid begin"),
    ("slice_axis", [X234], {"axis": 3, "begin": 0}, "out of range"),
    ("take", [seq(3), np.array([3.0], F32)], {"mode": "raise"}, "out of range"),
    ("pick", [seq(3, 2), np.array([0, 1, 0], F32)], {"axis": None}, "axis=None"),
    ("broadcast_to", [seq(2, 3)], {"shape": (4, 3)}, "cannot broadcast"),
    ("broadcast_to", [seq(2, 3)], {"shape": (3,)}, "as many dimensions"),
    ("broadcast_axis", [seq(2, 3)], {"axis": 0, "size": 4}, "not 1"),
    ("reshape_like", [seq(2, 3), seq(4, 2)], {}, "cannot reshape"),
    ("squeeze", [seq(2, 1)], {"axis": 0}, "not 1"),
    ("transpose", [X234], {"axes": (0, 1)}, "do not match"),
    ("transpose", [X234], {"axes": (0, 1, 1)}, "permutation"),
    ("expand_dims", [X234], {"axis": 4}, "out of range"),
    ("depth_to_space", [seq(1, 3, 2, 2)], {"block_size": 2}, "block_size"),
    ("gather_nd", [seq(3, 4), np.array([[5], [0]], "int32")], {}, "out of range"),
    ("topk", [seq(2, 3)], {"k": 4}, "larger"),
    ("one_hot", [f32([1])], {"depth": -2}, "depth"),
    ("take", [np.zeros((0, 2), F32), f32([0])], {}, "size 0"),
    ("pick", [np.zeros((2, 0), F32), f32([0, 0])], {}, "size 0"),
])
def test_bad_input_gives_a_clear_error(name, arrays, attrs, match):
    with pytest.raises(OpError, match=match):
        _run(name, *arrays, **attrs)


def test_slice_attr_round_trips_none_entries():
    op = resolve("slice")
    a = op.parse_attrs({"begin": (None, -2), "end": "(None, None)"})
    assert a.begin == (None, -2)
    assert a.given["begin"] == "(None, -2)"
    assert op.parse_attrs({"begin": a.given["begin"], "end": (1,) and "(3,)"}).end == (3,)


@pytest.mark.parametrize("name,attrs", [
    ("Reshape", {"shape": (4, 6)}), ("transpose", {}), ("slice_axis", {"axis": 0, "begin": 0}),
    ("expand_dims", {"axis": 0}), ("Flatten", {}), ("broadcast_to", {"shape": (2, 3, 4)}),
])
def test_outputs_never_alias_the_input(name, attrs):
    x = X234.copy()
    y = _run(name, x, **attrs)
    x[...] = -1
    assert (np.asarray(y) != -1).any()


@pytest.mark.parametrize("name,x,attrs", [
    ("transpose", seq(4), {}), ("transpose", X234, {"axes": (0, 1, 2)}),
    ("SwapAxis", X234, {}), ("diag", seq(3, 3), {}), ("tile", X234, {"reps": (1,)}),
    ("depth_to_space", seq(1, 4, 1, 1), {"block_size": 1}), ("squeeze", X234, {}),
    ("reverse", seq(1, 3), {"axis": 0}), ("slice_like", X234, {}), ("_copy", X234, {}),
    ("BlockGrad", X234, {}), ("Cast", X234, {"dtype": "float32"}), ("clip", X234,
                                                                      {"a_min": -1, "a_max": 99}),
])
def test_identity_like_calls_still_copy(name, x, attrs):
    x = x.copy()
    op = resolve(name)
    extra = (x,) if op.inputs == ("data", "shape_like") else ()
    y = op.kernel(CTX, op.parse_attrs(attrs), x, *extra)
    assert not np.shares_memory(np.asarray(y), x)


# ---- properties against numpy ------------------------------------------------

from hypothesis import given, settings, strategies as st  # noqa: E402

_shapes = st.lists(st.integers(1, 4), min_size=1, max_size=4).map(tuple)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(_shapes, st.data())
def test_reshape_codes_match_numpy(shape, data):
    # build a spec from the input: copy (0) a prefix, then -1 for the rest
    keep = data.draw(st.integers(0, len(shape)))
    spec = (0,) * keep + (-1,)
    want = shape[:keep] + (int(np.prod(shape[keep:])),)
    x = seq(*shape)
    assert _run("Reshape", x, shape=spec).shape == want
    # -2 copies everything that is left; -3 merges the first two
    assert _run("Reshape", x, shape=(-2,)).shape == shape
    if len(shape) >= 2:
        merged = _run("Reshape", x, shape=(-3, -2))
        np.testing.assert_array_equal(merged, x.reshape((shape[0] * shape[1],) + shape[2:]))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(_shapes, st.data())
def test_slice_matches_python_slicing(shape, data):
    x = seq(*shape)
    bound = st.one_of(st.none(), st.integers(-6, 6))
    begin = tuple(data.draw(bound) for _ in shape)
    end = tuple(data.draw(bound) for _ in shape)
    step = tuple(data.draw(st.one_of(st.none(), st.sampled_from([-2, -1, 1, 2]))) for _ in shape)
    want = x[tuple(slice(b, e, s) for b, e, s in zip(begin, end, step))]
    got = _run("slice", x, begin=begin, end=end, step=step)
    np.testing.assert_array_equal(got, want)


def test_concat_refuses_mixed_dtypes_as_mxnet():
    # MXNet 1.9.1: "Non-uniform data type in Concat" (op_edges.npz records it)
    with pytest.raises(OpError, match="differ"):
        _run("concat", seq(1, 2), seq(1, 2, dtype="float64"), dim=0)


@pytest.mark.parametrize("op,extra", [("slice", {"begin": (0,), "end": (1,)}),
                                      ("slice_like", {})])
def test_slices_refuse_more_than_five_dims_as_mxnet(op, extra):
    x = np.zeros((1, 1, 2, 1, 1, 2), "float32")
    ins = [x] if op == "slice" else [x, x]
    with pytest.raises(OpError, match="at most 5"):
        _run(op, *ins, **extra)
