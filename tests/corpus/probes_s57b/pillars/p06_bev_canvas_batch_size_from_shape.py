"""BEV canvas unfolded with a batch size read from `pillar_features.shape[0]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class PointPillarsScatter(HybridBlock):
    def __init__(self, num_channels=8, grid=(3, 4), **kwargs):
        super(PointPillarsScatter, self).__init__(**kwargs)
        self.num_channels = num_channels
        self.ny, self.nx = grid
        with self.name_scope():
            self.backbone = nn.Conv2D(16, 3, padding=1, in_channels=num_channels)

    def hybrid_forward(self, F, pillar_features):
        batch_size = pillar_features.shape[0]
        canvas = F.transpose(pillar_features, axes=(0, 2, 1))
        canvas = canvas.reshape((batch_size, self.num_channels, self.ny, self.nx))
        return F.relu(self.backbone(canvas))


Net = PointPillarsScatter
