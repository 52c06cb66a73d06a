"""YOLOX inference: each level's (N, 5+C, H, W) map flattened by `reshape((0, 0, -1))` and the levels concatenated along the anchor axis with `F.concat(*outs, dim=2)`, then transposed to (N, A, 5+C) -- no shape read anywhere."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4), (2, 8, 2, 2), (2, 8, 1, 1)]


class FlattenLevels(HybridBlock):
    def __init__(self, in_ch=8, num_classes=3, levels=3, **kwargs):
        super(FlattenLevels, self).__init__(**kwargs)
        with self.name_scope():
            self.preds = nn.HybridSequential()
            for _ in range(levels):
                self.preds.add(nn.Conv2D(5 + num_classes, 1, in_channels=in_ch))

    def hybrid_forward(self, F, *feats):
        outs = []
        for pred, x in zip(self.preds, feats):
            outs.append(pred(x).reshape((0, 0, -1)))
        return F.transpose(F.concat(*outs, dim=2), axes=(0, 2, 1))


Net = FlattenLevels
