"""Gradient rules of the shape and indexing ops, checked against finite differences."""
import numpy as np
import pytest

from hybridlint.runtime.registry import KernelContext

from .grad_harness import GradCase, check_grad, distinct, rand
from .harness import resolve

X = rand((2, 3, 4))
IDX = np.array([[2.0, 0.0], [2.0, 1.7]])  # repeated row, fractional index (truncated to 1)

GRAD_CASES = [
    GradCase("Reshape", [X], {"shape": (4, -1)}),
    GradCase("reshape", [X], {"shape": (0, -3)}, id="reshape codes"),
    GradCase("Flatten", [X]),
    GradCase("flatten", [X], id="flatten alias"),
    GradCase("transpose", [X]),
    GradCase("transpose", [X], {"axes": (1, 2, 0)}, id="transpose(1, 2, 0)"),
    GradCase("transpose", [X], {"axes": (0, 2, 1)}, id="transpose axes"),
    GradCase("expand_dims", [X], {"axis": -1}),
    GradCase("squeeze", [rand((2, 1, 3))]),
    GradCase("squeeze", [rand((1, 1))], id="squeeze to (1,)"),
    GradCase("Concat", [rand((2, 3), seed=1), rand((2, 1), seed=2), rand((2, 2), seed=3)]),
    GradCase("concat", [rand((2, 3), seed=1), rand((1, 3), seed=2)], {"dim": 0}, id="concat dim 0"),
    GradCase("stack", [rand((2, 3), seed=1), rand((2, 3), seed=2)], {"axis": -1}),
    GradCase("stack", [rand((2, 3), seed=1), rand((2, 3), seed=2), rand((2, 3), seed=3)],
             id="stack axis 0"),
    GradCase("SliceChannel", [X], {"num_outputs": 3}),
    GradCase("split", [X], {"num_outputs": 2, "axis": 0, "squeeze_axis": True},
             id="split squeeze_axis"),
    # an output nobody used gives None; the rule treats it as zeros
    GradCase("SliceChannel", [X], {"num_outputs": 2, "axis": -1},
             out_grads=[None, np.arange(12.0).reshape(2, 3, 2)],
             expected=lambda ins, outs, gs: np.concatenate(
                 [np.zeros((2, 3, 2)), gs[1]], axis=-1), id="SliceChannel unused output"),
    GradCase("slice", [X], {"begin": (0, 1, None), "end": (None, 3, None)}),
    GradCase("crop", [X], {"begin": (1, None, -1), "end": (None, None, 0), "step": (1, 2, -2)},
             id="slice steps"),
    GradCase("slice_axis", [X], {"axis": -1, "begin": 1, "end": None}),
    GradCase("slice_like", [X, np.zeros((1, 2, 4))], no_grad=(1,)),
    GradCase("slice_like", [X, np.zeros((5, 2))], {"axes": (1,)}, no_grad=(1,),
             id="slice_like axes"),
    GradCase("take", [rand((3, 4)), IDX], no_grad=(1,)),
    GradCase("take", [X, np.array([5.0, -1.0, 1.0])], {"axis": 1, "mode": "wrap"},
             no_grad=(1,), id="take wrap axis 1"),
    GradCase("take", [X, np.array([9.0, -3.0, 3.0])], {"axis": -1, "mode": "clip"},
             no_grad=(1,), id="take clip"),
    GradCase("take", [X, np.array([[-1.0, 0.0], [-1.0, 1.0]])], {"axis": 0, "mode": "raise"},
             no_grad=(1,), id="take raise negative"),
    GradCase("pick", [rand((3, 4)), np.array([0.0, 3.0, 9.0])], no_grad=(1,)),
    GradCase("pick", [X, np.array([[0.0, -1.0, 5.0, 2.0], [1.0, 1.0, 0.0, 4.0]])],
             {"axis": 1, "mode": "wrap", "keepdims": True}, no_grad=(1,), id="pick wrap keepdims"),
    GradCase("gather_nd", [X, np.array([[0.0, 1.0, 1.0], [2.0, -1.0, 2.0]])], no_grad=(1,)),
    GradCase("gather_nd", [X, np.array([[1.0, 1.0], [0.0, 0.0], [3.0, 3.0]])], no_grad=(1,),
             id="gather_nd repeated"),
    GradCase("broadcast_to", [rand((2, 1, 4))], {"shape": (2, 3, 4)}),
    GradCase("broadcast_to", [rand((1, 3))], {"shape": (4, 0)}, id="broadcast_to keep 0"),
    GradCase("broadcast_axis", [rand((1, 3, 1))], {"axis": (0, 2), "size": (2, 4)}),
    GradCase("broadcast_axes", [rand((3, 1))], {"axis": (1,), "size": (5,)},
             id="broadcast_axes alias"),
    GradCase("broadcast_like", [rand((1, 3)), np.zeros((4, 3))], no_grad=(1,)),
    GradCase("broadcast_like", [rand((1, 3)), np.zeros((3, 5))],
             {"lhs_axes": (0,), "rhs_axes": (1,)}, no_grad=(1,), id="broadcast_like axes"),
    GradCase("reshape_like", [X, np.zeros((6, 4))], no_grad=(1,)),
    GradCase("tile", [rand((2, 3))], {"reps": (2, 2)}),
    GradCase("tile", [rand((2, 3))], {"reps": (2, 1, 3)}, id="tile more reps"),
    GradCase("tile", [X], {"reps": (2,)}, id="tile fewer reps"),
    GradCase("repeat", [rand((2, 3))], {"repeats": 3}),
    GradCase("repeat", [X], {"repeats": 2, "axis": -2}, id="repeat axis"),
    GradCase("reverse", [X], {"axis": (0, 2)}),
    GradCase("flip", [X], {"axis": 1}, id="flip alias"),
    GradCase("SwapAxis", [X], {"dim1": 0, "dim2": 2}),
    GradCase("swapaxes", [X], {"dim1": -1, "dim2": 1}, id="swapaxes alias"),
    GradCase("depth_to_space", [rand((1, 8, 2, 3))], {"block_size": 2}),
    GradCase("space_to_depth", [rand((1, 2, 4, 6))], {"block_size": 2}),
    GradCase("diag", [rand((4,))], {"k": -1}, id="diag build"),
    GradCase("diag", [rand((3, 4))], {"k": 1}),
    GradCase("diag", [X], {"k": -1, "axis1": 2, "axis2": 0}, id="diag axes"),
    GradCase("sort", [distinct((3, 4))]),
    GradCase("sort", [distinct((3, 4))], {"axis": None, "is_ascend": False}, id="sort flat desc"),
    GradCase("topk", [distinct((3, 5))], {"k": 2, "ret_typ": "value"}),
    GradCase("topk", [distinct((3, 5))], {"k": 2, "axis": 0, "ret_typ": "both", "is_ascend": True},
             id="topk both"),
    GradCase("topk", [distinct((3, 5))], {"k": 2, "ret_typ": "indices"},
             expected=lambda ins, outs, gs: np.zeros((3, 5)), id="topk indices"),
    GradCase("topk", [distinct((3, 5))], {"k": 2, "ret_typ": "mask"},
             expected=lambda ins, outs, gs: np.zeros((3, 5)), id="topk mask"),
    GradCase("split_v2", [X], {"indices": (0, 1, 3), "axis": -1}),
    GradCase("_split_v2", [X], {"indices": (), "sections": 3, "axis": 1, "squeeze_axis": True},
             id="split_v2 sections squeeze"),
    GradCase("_split_v2", [X], {"indices": (0, 3, 1), "axis": 2}, id="split_v2 overlapping"),
    GradCase("batch_take", [rand((3, 4)), np.array([3.0, 0.0, 7.0])], no_grad=(1,)),
    GradCase("scatter_nd", [rand((3,)), np.array([[0.0, 1.0, -1.0], [2.0, 0.0, 1.0]])],
             {"shape": (2, 3)}, no_grad=(1,)),
    GradCase("SequenceMask", [X]),
    GradCase("SequenceMask", [X, np.array([1.0, 3.0, 2.0])], {"use_sequence_length": True},
             no_grad=(1,), id="SequenceMask lengths"),
    GradCase("SequenceMask", [rand((3, 4, 2)), np.array([1.0, 4.0, 2.0])],
             {"use_sequence_length": True, "axis": 1, "value": -1.0}, no_grad=(1,),
             id="SequenceMask batch-major"),
    GradCase("SequenceLast", [X]),
    GradCase("SequenceLast", [X, np.array([1.0, 3.0, 2.0])], {"use_sequence_length": True},
             no_grad=(1,), id="SequenceLast lengths"),
    GradCase("SequenceLast", [rand((3, 4, 2)), np.array([1.0, 4.0, 0.0])],
             {"use_sequence_length": True, "axis": 1}, no_grad=(1,), id="SequenceLast batch-major"),
    GradCase("SequenceReverse", [X]),
    GradCase("SequenceReverse", [rand((4, 3)), np.array([1.0, 4.0, 2.0])],
             {"use_sequence_length": True}, no_grad=(1,), id="SequenceReverse lengths"),
    GradCase("contrib.index_copy", [rand((4, 3)), np.array([3.0, 1.0]), rand((2, 3), seed=5)],
             no_grad=(1,)),
]


def test_slice_channel_takes_a_gradient_per_output():
    op = resolve("SliceChannel")
    a = op.parse_attrs({"num_outputs": 3, "axis": 0, "squeeze_axis": True})
    x = rand((3, 2))
    outs = op.kernel(KernelContext(xp=np), a, x)
    gs = (np.array([1.0, 2.0]), None, np.array([5.0, 6.0]))
    (gx,) = op.grad(KernelContext(xp=np), a, (x,), outs, gs)
    np.testing.assert_array_equal(gx, [[1.0, 2.0], [0.0, 0.0], [5.0, 6.0]])


def test_take_accumulates_repeated_rows():
    op = resolve("take")
    a = op.parse_attrs({})
    x = np.zeros((3, 2), np.float32)
    idx = np.array([0.0, 2.0, 0.0, 0.9])  # 0.9 truncates to 0
    out = op.kernel(KernelContext(xp=np), a, x, idx)
    gx, gi = op.grad(KernelContext(xp=np), a, (x, idx), (out,), (np.ones((4, 2), np.float32),))
    assert gi is None and gx.dtype == np.float32
    np.testing.assert_array_equal(gx, [[3, 3], [0, 0], [1, 1]])


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_grad(case):
    check_grad(case)
