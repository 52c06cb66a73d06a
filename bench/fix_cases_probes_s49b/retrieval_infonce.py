"""InfoNCE over a batch of paired embeddings: the positives sit on the diagonal, so the labels are the row indices."""
from mxnet.gluon import nn


INPUTS = [(4, 5), (4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dim=3, temperature=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._t = temperature
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=5)
            self.k_proj = nn.Dense(dim, in_units=5)

    def hybrid_forward(self, F, queries, keys):
        q = F.L2Normalization(self.q_proj(queries))
        k = F.L2Normalization(self.k_proj(keys))
        logits = F.dot(q, k, transpose_b=True) / self._t
        labels = F.arange(q.shape[0])
        return -F.pick(F.log_softmax(logits, axis=1), labels, axis=1)
