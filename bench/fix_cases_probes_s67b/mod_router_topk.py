"""Mixture-of-Depths routing around one block: a linear router scores every token, `k = int(T * capacity)`
tokens per sequence chosen by top-k (indices sorted back into sequence order), gathered by `gather_nd` at
(batch, index) pairs built from `F.arange(B)`, processed by the block (attention-free MLP here), scaled by
their router weight and scattered back with `scatter_nd(..., shape=(B, T, D))`, the unselected tokens passing
through the residual."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, capacity=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.capacity = capacity
        with self.name_scope():
            self.router = nn.Dense(1, in_units=dim, flatten=False)
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(2 * dim, in_units=dim, flatten=False, activation='relu'),
                         nn.Dense(dim, in_units=2 * dim, flatten=False))

    def hybrid_forward(self, F, x):
        B, T, D = x.shape
        k = int(T * self.capacity)
        weights = self.router(x).reshape((B, T))
        idx = F.sort(F.topk(weights, k=k, axis=1), axis=1)
        batch = F.arange(B).reshape((B, 1)).broadcast_to((B, k))
        indices = F.stack(batch, idx, axis=0)
        selected = F.gather_nd(x, indices)
        r = F.gather_nd(weights, indices)
        out = self.mlp(selected) * r.expand_dims(-1)
        return x + F.scatter_nd(out, indices, shape=(B, T, D))
