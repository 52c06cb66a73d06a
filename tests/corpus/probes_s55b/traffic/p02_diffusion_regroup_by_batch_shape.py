"""Diffusion convolution over a fixed support that regroups the node-major features with the batch size read from `x.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]

ADJ = [[0.0, 0.5, 0.0, 0.0, 0.5],
       [0.5, 0.0, 0.5, 0.0, 0.0],
       [0.0, 0.5, 0.0, 0.5, 0.0],
       [0.0, 0.0, 0.5, 0.0, 0.5],
       [0.5, 0.0, 0.0, 0.5, 0.0]]


class DiffusionConv(HybridBlock):
    def __init__(self, in_dim=3, units=4, max_step=2, **kwargs):
        super().__init__(**kwargs)
        self.max_step = max_step
        with self.name_scope():
            self.support = self.params.get_constant("support", ADJ)
            self.proj = nn.Dense(units, flatten=False, in_units=in_dim * (max_step + 1))

    def hybrid_forward(self, F, x, support):
        batch = x.shape[0]
        x0 = F.reshape(F.transpose(x, axes=(1, 0, 2)), shape=(0, -1))
        feats = [x0]
        for _ in range(self.max_step):
            feats.append(F.dot(support, feats[-1]))
        h = F.stack(*feats, axis=-1)
        h = F.reshape(h, shape=(0, batch, -1))
        return self.proj(F.transpose(h, axes=(1, 0, 2)))


Net = DiffusionConv
