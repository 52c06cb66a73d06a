"""Sparse attention: the attention scores of each query go through sparsemax, the support size counted with a python sum check."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, q, kv):
        s = F.batch_dot(q, kv, transpose_b=True) / (q.shape[-1] ** 0.5)
        z = F.sort(s, is_ascend=False)
        cs = F.cumsum(z, axis=2)
        rng = F.arange(1, s.shape[-1] + 1).reshape((1, 1, -1))
        support = F.broadcast_greater(1 + F.broadcast_mul(rng, z), cs)
        k = support.sum(axis=-1, keepdims=True)
        tau = F.broadcast_div((z * support).sum(axis=-1, keepdims=True) - 1, k)
        p = F.relu(F.broadcast_sub(s, tau))
        return F.batch_dot(p, kv)
