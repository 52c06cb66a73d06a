"""HRNetV2 representation head: four branches made by a python loop of strided convs, each lifted back by `UpSampling(scale=2 ** i)`, concatenated on channels, and mixed by a 1x1 conv."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class HRNetV2Head(HybridBlock):
    def __init__(self, widths=(2, 4, 6, 8), **kwargs):
        super(HRNetV2Head, self).__init__(**kwargs)
        self.num_branches = len(widths)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for i, c in enumerate(widths):
                self.branches.add(nn.Conv2D(c, 3, strides=2 ** i, padding=1))
            self.mix = nn.Conv2D(8, 1)

    def hybrid_forward(self, F, x):
        outs = []
        for i, branch in enumerate(self.branches):
            y = F.relu(branch(x))
            if i > 0:
                y = F.UpSampling(y, scale=2 ** i, sample_type="nearest")
            outs.append(y)
        return self.mix(F.concat(*outs, dim=1))


Net = HRNetV2Head
