"""DPR with the encoded batch kept in a dict `batch = {"q": q, "p": p}` and the passages per question
worked out by a helper method `_group_size(self, batch)` as `len(batch["p"]) // len(batch["q"])` (`len()`
of the two tensors held in the dict), used for the positives' offsets."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (4, 8)]


class DictGroupSizeNll(HybridBlock):
    def __init__(self, dim=8, batch_size=2, **kwargs):
        super().__init__(**kwargs)
        self._batch = batch_size
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)
            self.p_proj = nn.Dense(dim, in_units=dim)

    def _group_size(self, batch):
        return len(batch["p"]) // len(batch["q"])

    def hybrid_forward(self, F, q_cls, p_cls):
        batch = {"q": self.q_proj(q_cls), "p": self.p_proj(p_cls)}
        logp = F.log_softmax(F.dot(batch["q"], batch["p"], transpose_b=True), axis=1)
        positives = F.arange(self._batch) * self._group_size(batch)
        return -F.pick(logp, positives, axis=1)


Net = DictGroupSizeNll
