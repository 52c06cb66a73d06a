"""SOLO inference looping over the images of the batch as the PyTorch code does: `for i in range(len(cate))` slices one image by `slice_axis`, scores it, and the results are concatenated (once traced `len()` is 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4, 5, 5)]


class PerImageScores(HybridBlock):
    def __init__(self, in_channels=4, num_classes=2, **kwargs):
        super(PerImageScores, self).__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 1, in_channels=in_channels)

    def hybrid_forward(self, F, cate):
        outs = []
        for i in range(len(cate)):
            one = F.slice_axis(cate, axis=0, begin=i, end=i + 1)
            outs.append(F.sigmoid(self.cls(one)).max(axis=(2, 3)))
        return F.concat(*outs, dim=0)


Net = PerImageScores
