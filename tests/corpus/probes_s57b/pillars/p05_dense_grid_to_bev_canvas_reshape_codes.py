"""Scatter of a dense pillar grid to the BEV canvas: (B, P, C) transposed and unfolded with reshape codes into (B, C, ny, nx), then a 2D backbone."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class PointPillarsScatter(HybridBlock):
    def __init__(self, num_channels=8, grid=(3, 4), **kwargs):
        super(PointPillarsScatter, self).__init__(**kwargs)
        self.ny, self.nx = grid
        with self.name_scope():
            self.backbone = nn.Conv2D(16, 3, padding=1, in_channels=num_channels)

    def hybrid_forward(self, F, pillar_features):
        canvas = F.transpose(pillar_features, axes=(0, 2, 1))
        canvas = canvas.reshape((0, 0, self.ny, self.nx))
        return F.relu(self.backbone(canvas))


Net = PointPillarsScatter
