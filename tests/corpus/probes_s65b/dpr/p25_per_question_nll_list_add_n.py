"""DPR NLL as the loop over questions with the per-question terms collected in a python list, `terms.append(
-F.slice_axis(row, axis=1, begin=i * k, end=i * k + 1))`, and summed by `F.add_n(*terms)` (the twin of p21
without an accumulator), divided by the batch; k and the batch are constructor ints."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (4, 8)]


class ListNll(HybridBlock):
    def __init__(self, dim=8, batch_size=2, n_hard=1, **kwargs):
        super().__init__(**kwargs)
        self._batch, self._k = batch_size, 1 + n_hard
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.p_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, q_cls, p_cls):
        logp = F.log_softmax(F.dot(self.q_proj(q_cls), self.p_proj(p_cls), transpose_b=True), axis=1)
        terms = []
        for i in range(self._batch):
            row = F.slice_axis(logp, axis=0, begin=i, end=i + 1)
            terms.append(-F.slice_axis(row, axis=1, begin=i * self._k, end=i * self._k + 1))
        return F.add_n(*terms) / self._batch


Net = ListNll
