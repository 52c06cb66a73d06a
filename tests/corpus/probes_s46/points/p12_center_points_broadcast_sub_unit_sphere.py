"""Normalises each cloud to the unit sphere: `broadcast_sub` of the centroid, `broadcast_div` by the largest point norm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class UnitSphere(HybridBlock):
    def __init__(self, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self._eps = eps

    def hybrid_forward(self, F, points):
        centered = F.broadcast_sub(points, F.mean(points, axis=2, keepdims=True))
        radius = F.max(F.sqrt(F.sum(F.square(centered), axis=1, keepdims=True)), axis=2, keepdims=True)
        return F.broadcast_div(centered, radius + self._eps)


class Net(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = UnitSphere()
            self.mlp = nn.Conv1D(channels, 1, in_channels=3, activation="relu")

    def hybrid_forward(self, F, points):
        return F.max(self.mlp(self.norm(points)), axis=2)
