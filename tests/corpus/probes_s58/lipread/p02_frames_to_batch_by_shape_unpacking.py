"""Lip-reading front-end moving frames into the batch with `b, c, t, h, w = y.shape` and `y.reshape((b * t, c, h, w))` as the PyTorch reference does."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 16, 16)]


class FrontEndShape(HybridBlock):
    def __init__(self, **kwargs):
        super(FrontEndShape, self).__init__(**kwargs)
        with self.name_scope():
            self.conv3d = nn.Conv3D(4, (5, 7, 7), strides=(1, 2, 2), padding=(2, 3, 3))
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Conv2D(8, 3, padding=1), nn.GlobalAvgPool2D(), nn.Flatten())

    def hybrid_forward(self, F, clip):
        y = F.relu(self.conv3d(clip)).transpose((0, 2, 1, 3, 4))
        b, t, c, h, w = y.shape
        feats = self.trunk(y.reshape((b * t, c, h, w)))
        return feats.reshape((b, t, -1))


Net = FrontEndShape
