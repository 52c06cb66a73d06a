"""DGCNN input normalisation to the unit sphere: centred points divided by the largest point norm, read as a python float with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class SphereNormalise(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv1D(channels, 1, in_channels=3)

    def hybrid_forward(self, F, x):
        centred = F.broadcast_sub(x, F.mean(x, axis=2, keepdims=True))
        scale = F.max(F.norm(centred, axis=1)).asscalar()
        return self.conv(centred / scale)


Net = SphereNormalise
