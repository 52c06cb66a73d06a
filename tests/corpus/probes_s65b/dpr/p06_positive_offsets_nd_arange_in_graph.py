"""DPR NLL whose positive offsets are made by `nd.arange(0, batch * k, k)` (k = 1 + n_hard) inside
`hybrid_forward` and passed to `F.pick` with the symbolic log-probabilities."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (4, 8)]


class NdOffsetsNll(HybridBlock):
    def __init__(self, dim=8, batch_size=2, n_hard=1, **kwargs):
        super().__init__(**kwargs)
        self._batch, self._k = batch_size, 1 + n_hard
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.p_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, q_cls, p_cls):
        logp = F.log_softmax(F.dot(self.q_proj(q_cls), self.p_proj(p_cls), transpose_b=True), axis=1)
        positives = nd.arange(0, self._batch * self._k, self._k)
        return -F.pick(logp, positives, axis=1).mean()


Net = NdOffsetsNll
