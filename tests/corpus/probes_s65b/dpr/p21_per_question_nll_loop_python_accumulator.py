"""DPR NLL written as the PyTorch loop over questions: `loss = 0.0` then `loss += -logp_i` per question,
the positive's log-probability cut by `F.slice_axis` at column `i * (1 + n_hard)` (python ints from the
constructor), the sum divided by the batch. The first `+=` rebinds the python float to `0.0 + tensor`;
from the second question on, `loss` is a tensor and `+=` an in-place add (recorded illegal: a Symbol has
no `+=`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (4, 8)]


class LoopNll(HybridBlock):
    def __init__(self, dim=8, batch_size=2, n_hard=1, **kwargs):
        super().__init__(**kwargs)
        self._batch, self._k = batch_size, 1 + n_hard
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.p_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, q_cls, p_cls):
        logp = F.log_softmax(F.dot(self.q_proj(q_cls), self.p_proj(p_cls), transpose_b=True), axis=1)
        loss = 0.0
        for i in range(self._batch):
            row = F.slice_axis(logp, axis=0, begin=i, end=i + 1)
            loss += -F.slice_axis(row, axis=1, begin=i * self._k, end=i * self._k + 1)
        return loss / self._batch


Net = LoopNll
