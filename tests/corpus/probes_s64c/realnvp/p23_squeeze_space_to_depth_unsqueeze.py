"""RealNVP multi-scale step with the squeeze by `F.space_to_depth(x, 2)` and the inverse by `F.depth_to_space(y, 2)`, a channel coupling in between, the per-sample log-det by `F.sum(s, axis=0, exclude=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 4, 4)]


class SpaceToDepthCoupling(HybridBlock):
    def __init__(self, channels=1, **kwargs):
        super().__init__(**kwargs)
        self.st = nn.Conv2D(4 * channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        z = F.space_to_depth(x, 2)
        z1, z2 = F.split(z, num_outputs=2, axis=1)
        s, t = F.split(self.st(z1), num_outputs=2, axis=1)
        s = F.tanh(s)
        y = F.concat(z1, z2 * F.exp(s) + t, dim=1)
        return F.depth_to_space(y, 2), F.sum(s, axis=0, exclude=True)


Net = SpaceToDepthCoupling
