"""Lip-reading front-end: (N, 1, T, H, W) clip through a (5, 7, 7) Conv3D and 3-D max pooling, frames moved into the batch by `transpose((0, 2, 1, 3, 4))` and reshape code `(-3, -2)`, a per-frame 2-D trunk, and back to (N, T, C) by `reshape((-4, -1, self.frames, -2))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 6, 16, 16)]


class FrontEnd(HybridBlock):
    def __init__(self, frames=6, **kwargs):
        super(FrontEnd, self).__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.conv3d = nn.Conv3D(4, (5, 7, 7), strides=(1, 2, 2), padding=(2, 3, 3), use_bias=False)
            self.bn = nn.BatchNorm()
            self.pool = nn.MaxPool3D((1, 3, 3), strides=(1, 2, 2), padding=(0, 1, 1))
            self.trunk = nn.HybridSequential()
            self.trunk.add(nn.Conv2D(8, 3, padding=1), nn.GlobalAvgPool2D(), nn.Flatten())

    def hybrid_forward(self, F, clip):
        y = self.pool(F.relu(self.bn(self.conv3d(clip))))
        y = y.transpose((0, 2, 1, 3, 4)).reshape((-3, -2))
        feats = self.trunk(y)
        return feats.reshape((-4, -1, self.frames, -2))


Net = FrontEnd
