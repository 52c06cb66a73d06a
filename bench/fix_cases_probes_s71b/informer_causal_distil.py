"""Informer's decoder self-attention and encoder distilling: a causal mask built from the sequence
length (`np.triu(np.ones((L, L)), k=1)` turned into a tensor by `nd.array`, `L = x.shape[1]`),
masked scores filled with -inf by `F.where`, then the distilling layer (a Conv1D + BN + ELU +
max-pool of stride 2 over time on the (B, D, L) transpose)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 6, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d_model=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.q = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.k = nn.Dense(d_model, in_units=d_model, flatten=False)
            self.down = nn.Conv1D(d_model, 3, padding=1, in_channels=d_model)
            self.norm = nn.BatchNorm(in_channels=d_model)
            self.pool = nn.MaxPool1D(3, 2, 1)

    def hybrid_forward(self, F, x):
        L = x.shape[1]
        mask = nd.array(np.triu(np.ones((L, L)), k=1)).expand_dims(0)
        scores = F.batch_dot(self.q(x), self.k(x), transpose_b=True)
        scores = F.where(F.broadcast_like(mask, scores) > 0, F.ones_like(scores) * -1e9, scores)
        x = x + F.batch_dot(F.softmax(scores, axis=-1), x)
        y = F.LeakyReLU(self.norm(self.down(x.transpose((0, 2, 1)))), act_type='elu')
        return self.pool(y).transpose((0, 2, 1))
