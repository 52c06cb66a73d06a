"""SOLO heads over several FPN levels passed as `*feats`: `zip(feats, self.heads, self._grids)` (a tuple of inputs, a list of children, python grid sizes), each level pooled to its S x S grid by `contrib.AdaptiveAvgPooling2D` and flattened by reshape codes, concatenated over levels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 16, 16), (2, 4, 8, 8)]


class MultiLevelCategory(HybridBlock):
    def __init__(self, in_channels=4, num_classes=3, grids=(6, 3), **kwargs):
        super(MultiLevelCategory, self).__init__(**kwargs)
        self._grids = list(grids)
        with self.name_scope():
            self.heads = nn.HybridSequential()
            for _ in grids:
                self.heads.add(nn.Conv2D(num_classes, 3, padding=1, in_channels=in_channels))

    def hybrid_forward(self, F, *feats):
        outs = []
        for feat, head, s in zip(feats, self.heads, self._grids):
            grid = F.contrib.AdaptiveAvgPooling2D(feat, output_size=s)
            outs.append(F.sigmoid(head(grid)).reshape((0, 0, -1)))
        return F.concat(*outs, dim=2)


Net = MultiLevelCategory
