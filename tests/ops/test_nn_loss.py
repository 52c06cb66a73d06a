"""CTCLoss (against brute-force enumeration of alignments) and softmax_cross_entropy."""
import itertools

import numpy as np
import pytest
from hybridlint.runtime.registry import OpError

from .harness import Case, check, resolve
from .harness import run_kernel_unshaped as _run

R = np.random.default_rng(4)


def _gluon_sce_ref(x, label, axis):
    """(loss, log-probabilities, picked, negated) of SoftmaxCrossEntropyLoss, batch axis 0."""
    x64 = x.astype(np.float64)
    logp = x64 - np.log(np.exp(x64).sum(axis=axis, keepdims=True))
    idx = np.clip(label, 0, x.shape[axis] - 1).astype(np.int64)
    picked = np.take_along_axis(logp, np.expand_dims(idx, axis), axis=axis)
    loss = (-picked).reshape(x.shape[0], -1).mean(axis=1)
    return tuple(v.astype(x.dtype) for v in (loss, logp, picked, -picked))


def collapse(path, blank):
    out, prev = [], None
    for p in path:
        if p != prev and p != blank:
            out.append(p)
        prev = p
    return out


def ctc_brute(data, labels, blank, t_lens=None):
    """-log of the summed probability of every alignment that collapses to the label."""
    seq, batch, alphabet = data.shape
    e = np.exp(data - data.max(axis=2, keepdims=True))
    prob = e / e.sum(axis=2, keepdims=True)
    out = []
    for b in range(batch):
        t = seq if t_lens is None else int(t_lens[b])
        total = 0.0
        for path in itertools.product(range(alphabet), repeat=t):
            if collapse(path, blank) == list(labels[b]):
                total += np.prod([prob[i, b, path[i]] for i in range(t)])
        out.append(-np.log(total))
    return np.array(out, dtype=data.dtype)


D = R.standard_normal((5, 3, 4)).astype("float32")
LABEL_FIRST = np.array([[1, 2, 0], [3, 3, 0], [2, 0, 0]], "float32")   # 0 pads (blank 'first')
LABEL_LAST = np.array([[0, 1, -1], [2, 2, -1], [1, 0, 2]], "float32")  # -1 pads (blank 'last')

CASES = [
    Case("CTCLoss", [D, LABEL_FIRST],
         reference=lambda d, l: ctc_brute(d, [[1, 2], [3, 3], [2]], blank=0), id="ctc-blank-first",
         rtol=1e-4, atol=1e-5),
    Case("ctc_loss", [D, LABEL_LAST], {"blank_label": "last"},
         reference=lambda d, l: ctc_brute(d, [[0, 1], [2, 2], [1, 0, 2]], blank=3),
         id="ctc-blank-last", rtol=1e-4, atol=1e-5),
    # MXNet 1.9.1 also registers the op as _contrib_CTCLoss / _contrib_ctc_loss
    Case("contrib.CTCLoss", [D, LABEL_FIRST],
         reference=lambda d, l: ctc_brute(d, [[1, 2], [3, 3], [2]], blank=0),
         id="contrib-ctc-blank-first", rtol=1e-4, atol=1e-5),
    Case("contrib.ctc_loss", [D, LABEL_LAST], {"blank_label": "last"},
         reference=lambda d, l: ctc_brute(d, [[0, 1], [2, 2], [1, 0, 2]], blank=3),
         id="contrib-ctc-blank-last", rtol=1e-4, atol=1e-5),
    Case("CTCLoss", [D, LABEL_FIRST, np.array([5, 4, 3], "float32"), np.array([2, 1, 1], "float32")],
         {"use_data_lengths": True, "use_label_lengths": True},
         reference=lambda d, l, tl, ll: ctc_brute(d, [[1, 2], [3], [2]], blank=0, t_lens=tl),
         id="ctc-lengths", rtol=1e-4, atol=1e-5),
    Case("softmax_cross_entropy", [np.array([[1, 2, 3], [11, 7, 5]], "float32"),
                                   np.array([2, 0], "float32")],
         expected=np.array([0.4281871], "float32"), id="sce-doc-example", rtol=1e-5),
    Case("softmax_cross_entropy", [R.standard_normal((4, 5)).astype("float32"),
                                   np.array([0, 4, 2, 2], "float32")],
         reference=lambda x, l: np.array([-sum(np.log(np.exp(x[i]) / np.exp(x[i]).sum())[int(l[i])]
                                                for i in range(4))], "float32"),
         id="sce", rtol=1e-5),
    # gluon.loss.SoftmaxCrossEntropyLoss's eager op: per sample, -log softmax at the label
    # (clipped), the mean over every axis but the batch axis; then the intermediates
    Case("_gluon_softmax_ce", [R.standard_normal((4, 5)).astype("float32"),
                               np.array([0, 4, 2, 7], "float32")],
         reference=lambda x, l: _gluon_sce_ref(x, l, 1), id="gluon-sce", rtol=1e-5),
    Case("_gluon_softmax_ce", [R.standard_normal((3, 4, 2)).astype("float32"),
                               np.array([[0, 3], [2, 1], [1, 1]], "float32")],
         {"axis": 1, "batch_axis": 0}, reference=lambda x, l: _gluon_sce_ref(x, l, 1),
         id="gluon-sce-axis1", rtol=1e-5),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


def test_impossible_alignment_is_infinite_loss():
    # three repeated labels need at least 5 steps; only 2 are given
    loss = _run("CTCLoss", D[:2], np.array([[1, 1, 1]] * 3, "float32"))
    assert np.isinf(loss).all()


def test_ctc_inputs_follow_flags():
    op = resolve("CTCLoss")
    assert op.input_names(op.parse_attrs({})) == ("data", "label")
    assert op.input_names(op.parse_attrs({"use_label_lengths": True})) == \
        ("data", "label", "label_lengths")


@pytest.mark.parametrize("inputs, attrs, fragment", [
    ([D[:, :, 0], LABEL_FIRST], {}, "3-D"),
    ([D, LABEL_FIRST[:2]], {}, "batch"),
    ([D, np.array([[9, 0, 0]] * 3, "float32")], {}, "alphabet"),
    ([D, LABEL_FIRST, np.array([9, 1, 1], "float32")], {"use_data_lengths": True}, "data_lengths"),
])
def test_bad_input_is_a_clear_op_error(inputs, attrs, fragment):
    with pytest.raises(OpError) as info:
        _run("CTCLoss", *inputs, **attrs)
    assert fragment in str(info.value)
