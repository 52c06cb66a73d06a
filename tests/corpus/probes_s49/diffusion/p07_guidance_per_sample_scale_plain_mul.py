"""Classifier-free guidance with a per-sample guidance weight `w` (N,) handed in by the sampler: `uncond + w.reshape((-1, 1)) * (cond - uncond)` with plain operators against the (N, D) predictions."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8), (4, 5), (4,)]


class Net(HybridBlock):
    def __init__(self, units=8, cond_dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(units, in_units=cond_dim)
            self.net = nn.Dense(units, in_units=units)

    def hybrid_forward(self, F, x, c, w):
        cond = self.net(x + self.embed(c))
        uncond = self.net(x)
        return uncond + w.reshape((-1, 1)) * (cond - uncond)
