"""Numpy-mode (MXNet 2 style) DPR loss in `forward`: CLS pooling by the python subscript `h[:, 0]`, the
positives' offsets `np.arange(b) * (1 + n_hard)` with `b = q.shape[0]`, and the NLL by `npx.pick`. Legal:
numpy-mode arrays slice by python subscripts and a traced numpy-mode `forward` sees real shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5, 8), (4, 5, 8)]


class NumpyBiEncoderLoss(HybridBlock):
    def __init__(self, dim=8, n_hard=1, **kwargs):
        super().__init__(**kwargs)
        self._n_hard = n_hard
        self.q_proj = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)
        self.p_proj = nn.Dense(dim, flatten=False, activation="tanh", in_units=dim)

    def forward(self, questions, passages):
        q = self.q_proj(questions)[:, 0]
        p = self.p_proj(passages)[:, 0]
        logp = npx.log_softmax(np.dot(q, p.T), axis=1)
        positives = np.arange(q.shape[0]) * (1 + self._n_hard)
        return -npx.pick(logp, positives, axis=1).mean()


Net = NumpyBiEncoderLoss
