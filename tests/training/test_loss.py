"""gluon.loss: values against MXNet 1.9.1's formulas (numpy), eager == hybridized,
and gradients through both modes against finite differences."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime import name as _name
from hybridlint.runtime.gluon import loss as gloss

RNG = np.random.default_rng(3)
PRED = RNG.normal(size=(4, 5))
PROB = 1 / (1 + np.exp(-PRED))
BIN = (RNG.random((4, 5)) > 0.5).astype(np.float64)
REAL = RNG.normal(size=(4, 5))
SPARSE = np.array([0.0, 4.0, 2.0, 7.0])       # 7 is out of range: clip mode picks class 4
SW = RNG.random((4, 1)) + 0.5


def _log_softmax(x, axis=-1):
    z = x - x.max(axis=axis, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=axis, keepdims=True))


def _softrelu(x):
    return np.log1p(np.exp(x))


def _huber(d, rho):
    a = np.abs(d)
    return np.where(a > rho, a - 0.5 * rho, 0.5 / rho * a * a)


# (id, constructor, inputs (pred, label, *extra), reference)
CASES = [
    ("L2", lambda: gloss.L2Loss(), (PRED, REAL), lambda: (0.5 * (REAL - PRED) ** 2).mean(1)),
    ("L2 weight sample_weight", lambda: gloss.L2Loss(weight=3.0), (PRED, REAL, SW),
     lambda: (1.5 * (REAL - PRED) ** 2 * SW).mean(1)),
    ("L1", lambda: gloss.L1Loss(), (PRED, REAL), lambda: np.abs(REAL - PRED).mean(1)),
    ("L1 batch_axis=1", lambda: gloss.L1Loss(batch_axis=1), (PRED, REAL),
     lambda: np.abs(REAL - PRED).mean(0)),
    ("SCE sparse clip", lambda: gloss.SoftmaxCrossEntropyLoss(), (PRED, SPARSE),
     lambda: -_log_softmax(PRED)[np.arange(4), np.clip(SPARSE.astype(int), 0, 4)]),
    ("SCE dense", lambda: gloss.SoftmaxCrossEntropyLoss(sparse_label=False),
     (PRED, np.exp(_log_softmax(REAL))),
     lambda: -(_log_softmax(PRED) * np.exp(_log_softmax(REAL))).sum(1)),
    ("SCE from_logits weight", lambda: gloss.SoftmaxCrossEntropyLoss(from_logits=True,
                                                                      weight=0.5),
     (PRED, SPARSE[:3].tolist() + [1.0], SW),
     lambda: -0.5 * PRED[np.arange(4), [0, 4, 2, 1]] * SW[:, 0]),
    ("SCE axis=0", lambda: gloss.SoftmaxCrossEntropyLoss(axis=0, batch_axis=1),
     (PRED, np.array([0.0, 1, 3, 2, 0])),
     lambda: -_log_softmax(PRED, 0)[[0, 1, 3, 2, 0], np.arange(5)]),
    ("SigmoidBCE", lambda: gloss.SigmoidBinaryCrossEntropyLoss(), (PRED, BIN),
     lambda: (np.maximum(PRED, 0) - PRED * BIN + _softrelu(-np.abs(PRED))).mean(1)),
    ("SigmoidBCE pos_weight", lambda: gloss.SigmoidBinaryCrossEntropyLoss(),
     (PRED, BIN, None, np.full((1, 5), 3.0)),
     lambda: (PRED - PRED * BIN + (1 + 2.0 * BIN) * (_softrelu(-np.abs(PRED))
                                                      + np.maximum(-PRED, 0))).mean(1)),
    ("SigmoidBCE from_sigmoid", lambda: gloss.SigmoidBCELoss(from_sigmoid=True), (PROB, BIN),
     lambda: -(np.log(PROB + 1e-12) * BIN + np.log(1 - PROB + 1e-12) * (1 - BIN)).mean(1)),
    ("SigmoidBCE from_sigmoid pos_weight", lambda: gloss.SigmoidBCELoss(from_sigmoid=True),
     (PROB, BIN, None, np.full((1, 5), 2.0)),
     lambda: -(np.log(PROB + 1e-12) * BIN * 2.0
               + np.log(1 - PROB + 1e-12) * (1 - BIN)).mean(1)),
    ("Huber", lambda: gloss.HuberLoss(rho=0.7), (PRED, REAL),
     lambda: _huber(REAL - PRED, 0.7).mean(1)),
    ("Hinge", lambda: gloss.HingeLoss(), (PRED, 2 * BIN - 1),
     lambda: np.maximum(0, 1 - PRED * (2 * BIN - 1)).mean(1)),
    ("SquaredHinge", lambda: gloss.SquaredHingeLoss(margin=2), (PRED, 2 * BIN - 1),
     lambda: np.maximum(0, 2 - PRED * (2 * BIN - 1)).__pow__(2).mean(1)),
    ("Logistic binary", lambda: gloss.LogisticLoss(label_format="binary"), (PRED, BIN),
     lambda: (np.maximum(PRED, 0) - PRED * BIN + _softrelu(-np.abs(PRED))).mean(1)),
    ("KLDiv", lambda: gloss.KLDivLoss(from_logits=False), (PRED, np.exp(_log_softmax(REAL))),
     lambda: (np.exp(_log_softmax(REAL)) * (np.log(np.exp(_log_softmax(REAL)) + 1e-12)
                                            - _log_softmax(PRED))).sum(1)),
]


def _args(inputs):
    return [None if v is None else nd.array(v, dtype=np.float64) for v in inputs]


def _make(ctor, hybrid):
    with _name.NameManager():
        block = ctor()
    if hybrid:
        block.hybridize()
    return block


@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
@pytest.mark.parametrize("cid,ctor,inputs,ref", CASES, ids=[c[0] for c in CASES])
def test_loss_value(cid, ctor, inputs, ref, hybrid):
    block = _make(ctor, hybrid)
    out = block(*_args(inputs))
    assert out.dtype == np.float64
    np.testing.assert_allclose(out.asnumpy(), ref(), rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
@pytest.mark.parametrize("cid,ctor,inputs,ref", CASES[:13], ids=[c[0] for c in CASES[:13]])
def test_loss_gradient_matches_finite_differences(cid, ctor, inputs, ref, hybrid):
    block = _make(ctor, hybrid)
    args = _args(inputs)
    pred = args[0]
    pred.attach_grad()
    head = np.linspace(0.5, 1.5, 4 if "axis=0" not in cid and "batch_axis=1" not in cid else 5)
    with autograd.record():
        out = block(*args)
    out.backward(nd.array(head, dtype=np.float64))
    eps, base = 1e-6, np.asarray(inputs[0], dtype=np.float64)
    want = np.zeros_like(base)
    plain = _make(ctor, False)
    for i in np.ndindex(base.shape):
        up, down = base.copy(), base.copy()
        up[i] += eps
        down[i] -= eps
        lu = plain(*_args((up,) + tuple(inputs[1:]))).asnumpy()
        ld = plain(*_args((down,) + tuple(inputs[1:]))).asnumpy()
        want[i] = ((lu - ld) * head).sum() / (2 * eps)
    np.testing.assert_allclose(pred.grad.asnumpy(), want, rtol=1e-5, atol=1e-7)


def test_loss_repr_and_bad_arguments():
    assert repr(gloss.L2Loss()) == "L2Loss(batch_axis=0, w=1.0)"
    with pytest.raises(ValueError, match="label_format"):
        gloss.LogisticLoss(label_format="odd")
    with pytest.raises(TypeError, match="weight must be a number"):
        gloss.L1Loss(weight="2")(nd.ones((2, 2)), nd.ones((2, 2)))


POS, NEG = RNG.normal(size=(4, 5)), RNG.normal(size=(4, 5))
COUNTS = RNG.integers(1, 6, size=(4, 5)).astype(np.float64)
SIGNS = np.array([1.0, -1.0, -1.0, 1.0])


def _cos(a, b):
    return (a * b).sum(-1) / np.maximum(np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1),
                                        1e-12)


def _stirling(t):
    return np.where(t > 1, t * np.log(t) - t + 0.5 * np.log(2 * t * np.pi), 0.0)


MORE = [
    ("Triplet", lambda: gloss.TripletLoss(margin=0.5), (PRED, POS, NEG),
     lambda: np.maximum(0, ((POS - PRED) ** 2 - (NEG - PRED) ** 2).sum(1) + 0.5)),
    ("PoissonNLL", lambda: gloss.PoissonNLLLoss(), (PRED, COUNTS),
     lambda: np.array([(np.exp(PRED) - COUNTS * PRED).mean()])),
    ("PoissonNLL full, not logits", lambda: gloss.PoissonNLLLoss(from_logits=False,
                                                                 compute_full=True),
     (PROB, COUNTS),
     lambda: np.array([(PROB - COUNTS * np.log(PROB + 1e-8) + _stirling(COUNTS)).mean()])),
    ("CosineEmbedding", lambda: gloss.CosineEmbeddingLoss(margin=0.1), (PRED, POS, SIGNS),
     lambda: np.where(SIGNS == 1, 1 - _cos(PRED, POS),
                      np.maximum(0, _cos(PRED, POS) - 0.1)).reshape(4, 1)),
]


@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
@pytest.mark.parametrize("cid,ctor,inputs,ref", MORE, ids=[c[0] for c in MORE])
def test_more_losses(cid, ctor, inputs, ref, hybrid):
    block = _make(ctor, hybrid)
    args = _args(inputs)
    if cid == "CosineEmbedding":
        # its epsilon is a float32 array (F.array([1e-12])), as in MXNet, whose broadcast_maximum
        # then refuses float64 inputs: the loss runs in float32 there as here
        args = [a.astype("float32") for a in args]
    args[0].attach_grad()
    with autograd.record():
        out = block(*args)
    rtol = 1e-5 if cid == "CosineEmbedding" else 1e-10
    np.testing.assert_allclose(out.asnumpy(), ref(), rtol=rtol, atol=1e-12)
    out.backward()
    assert np.isfinite(args[0].grad.asnumpy()).all() and np.abs(args[0].grad.asnumpy()).max() > 0


@pytest.mark.parametrize("hybrid", [False, True], ids=["eager", "hybridized"])
def test_ctc_loss_is_the_ctc_op_on_time_major_data(hybrid):
    pred = RNG.normal(size=(2, 6, 4))              # NTC, 3 labels + blank (last)
    label = np.array([[0.0, 1.0, -1.0], [2.0, 2.0, 1.0]])
    block = _make(lambda: gloss.CTCLoss(), hybrid)
    out = block(*_args((pred, label)))
    want = nd.CTCLoss(nd.array(np.swapaxes(pred, 0, 1), dtype=np.float64),
                      nd.array(label, dtype=np.float64), blank_label="last")
    np.testing.assert_allclose(out.asnumpy(), want.asnumpy(), rtol=1e-10)
    assert out.shape == (2,) and np.all(out.asnumpy() > 0)
    with pytest.raises(ValueError, match="layouts for pred"):
        gloss.CTCLoss(layout="CTN")


def test_sdml_loss_matches_mxnet_eagerly_and_refuses_hybridized_as_it():
    # MXNet 1.9.1 on RandomState(3): a = randn(4, 5), b = a + 0.3 * randn(4, 5):
    # SDMLLoss() [4.3966169, 0.9861389, 2.9163661, 1.8680401], smoothing 0.1
    # [1.3442217, 0.2138033, 0.8511435, 0.5660107], d loss.sum() / d a[0]
    # [1.4168767, 0.0728131, 0.7290186, -1.5881728, 0.0248946]; hybridized: AttributeError.
    # float32 sums of cancelling KL terms: within 1e-5 (+2e-6 absolute) of MXNet's
    from hybridlint.runtime import autograd, gluon, nd
    rng = np.random.RandomState(3)
    a = nd.array(rng.randn(4, 5))
    b = nd.array(a.asnumpy() + 0.3 * rng.randn(4, 5))
    loss = gluon.loss.SDMLLoss()
    np.testing.assert_allclose(loss(a, b).asnumpy(), [4.3966169, 0.9861389, 2.9163661, 1.8680401],
                               rtol=2e-6)
    np.testing.assert_allclose(gluon.loss.SDMLLoss(smoothing_parameter=0.1)(a, b).asnumpy(),
                               [1.3442217, 0.2138033, 0.8511435, 0.5660107], rtol=1e-5, atol=2e-6)
    a.attach_grad()
    with autograd.record():
        out = loss(a, b)
    out.backward()
    np.testing.assert_allclose(a.grad.asnumpy()[0],
                               [1.4168767, 0.0728131, 0.7290186, -1.5881728, 0.0248946], rtol=1e-5,
                               atol=2e-6)
    loss.hybridize()
    with pytest.raises(AttributeError):
        loss(a, b)
