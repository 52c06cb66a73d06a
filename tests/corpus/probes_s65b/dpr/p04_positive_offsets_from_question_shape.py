"""DPR NLL over in-batch negatives with the positives' offsets `i * (1 + n_hard)` built from the question
batch read off the input, `q.shape[0]` (the PyTorch port's `torch.arange(q.size(0)) * (1 + n_hard)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (4, 8)]


class ShapeOffsetsNll(HybridBlock):
    def __init__(self, dim=8, n_hard=1, **kwargs):
        super().__init__(**kwargs)
        self._n_hard = n_hard
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.p_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, q_cls, p_cls):
        q, p = self.q_proj(q_cls), self.p_proj(p_cls)
        logp = F.log_softmax(F.dot(q, p, transpose_b=True), axis=1)
        positives = F.arange(q.shape[0]) * (1 + self._n_hard)
        return -F.pick(logp, positives, axis=1).mean()


Net = ShapeOffsetsNll
