"""BYOL with the target projection cut from the graph the PyTorch way, `z = self.target(v2).detach()`,
instead of `F.stop_gradient`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class DetachedTarget(HybridBlock):
    def __init__(self, proj=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.online = nn.Dense(proj, in_units=6)
            self.target = nn.Dense(proj, in_units=6)

    def hybrid_forward(self, F, v1, v2):
        p = F.L2Normalization(self.online(v1))
        z = F.L2Normalization(self.target(v2).detach())
        return 2 - 2 * F.sum(p * z, axis=1)


Net = DetachedTarget
