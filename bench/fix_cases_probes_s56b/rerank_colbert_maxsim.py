"""ColBERT late interaction: query and document token vectors L2-normalised by a keepdims norm (`/` of (B, L, D) by (B, L, 1)), the max similarity over document tokens, summed over the query tokens with a mask of ones of (B, Lq)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, in_units=4, flatten=False)

    def hybrid_forward(self, F, q, d):
        q, d = self.proj(q), self.proj(d)
        q = q / (F.norm(q, axis=2, keepdims=True) + 1e-6)
        d = d / (F.norm(d, axis=2, keepdims=True) + 1e-6)
        sim = F.batch_dot(q, d, transpose_b=True)
        qmask = F.ones((q.shape[0], q.shape[1]))
        return (sim.max(axis=2) * qmask).sum(axis=1)
