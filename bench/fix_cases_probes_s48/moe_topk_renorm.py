"""Top-k gating: the k largest gate logits kept, the rest pushed to -inf before the softmax."""
from mxnet.gluon import nn


INPUTS = [(3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=6, n_experts=4, k=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._k = k
        with self.name_scope():
            self.gate = nn.Dense(n_experts, in_units=in_units)

    def hybrid_forward(self, F, x):
        logits = self.gate(x)
        kth = F.topk(logits, k=self._k, ret_typ='value', axis=1)[:, -1]
        keep = F.broadcast_greater_equal(logits, kth.reshape((-1, 1)))
        masked = F.where(keep, logits, F.ones_like(logits) * -1e9)
        return F.softmax(masked, axis=1)
