"""SOLO mask branch: coordinates concatenated (from `contrib.arange_like` rows/columns scaled to [-1, 1] and broadcast by `broadcast_like`), convs, a 1x1 conv to S * S mask channels, sigmoid, upsampled x2 by `UpSampling(sample_type="nearest")`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class MaskBranch(HybridBlock):
    def __init__(self, in_channels=8, num_grid=3, size=8, **kwargs):
        super(MaskBranch, self).__init__(**kwargs)
        self._size = size
        with self.name_scope():
            self.conv = nn.Conv2D(in_channels, 3, padding=1, in_channels=in_channels + 2, activation="relu")
            self.mask = nn.Conv2D(num_grid * num_grid, 1, in_channels=in_channels)

    def hybrid_forward(self, F, feat):
        one = F.slice_axis(feat, axis=1, begin=0, end=1)
        xs = F.contrib.arange_like(one, axis=3) / (self._size - 1) * 2 - 1
        ys = F.contrib.arange_like(one, axis=2) / (self._size - 1) * 2 - 1
        x_map = F.broadcast_like(xs.reshape((1, 1, 1, -1)), one)
        y_map = F.broadcast_like(ys.reshape((1, 1, -1, 1)), one)
        h = self.conv(F.concat(feat, x_map, y_map, dim=1))
        return F.UpSampling(F.sigmoid(self.mask(h)), scale=2, sample_type="nearest")


Net = MaskBranch
