"""Normalises each cloud by subtracting its centroid with a plain `-` between (N, 3, P) and the keepdims mean (N, 3, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16)]


class Net(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.Conv1D(channels, 1, in_channels=3, activation="relu")

    def hybrid_forward(self, F, points):
        centroid = F.mean(points, axis=2, keepdims=True)
        centered = points - centroid
        return F.max(self.mlp(centered), axis=2)
