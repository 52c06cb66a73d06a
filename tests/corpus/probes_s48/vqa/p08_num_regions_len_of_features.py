"""Attention pooling over regions whose uniform prior divides by `len(v)`, meant as the number of regions but read from the feature tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8), (2, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q_proj = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, v, q):
        logits = F.batch_dot(v, self.q_proj(q).expand_dims(-1))            # (N, K, 1)
        att = 0.5 * F.softmax(logits, axis=1) + 0.5 / len(v)
        return F.sum(F.broadcast_mul(att, v), axis=1)
