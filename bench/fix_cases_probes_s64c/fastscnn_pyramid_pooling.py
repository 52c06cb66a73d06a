"""Fast-SCNN's global feature extractor tail: the pyramid pooling module pools the branch to 1, 2, 3
and 6 bins (`F.contrib.AdaptiveAvgPooling2D`), a 1x1 conv per bin, each resized back to the branch's
size with `size = x.shape[2:]` and `F.contrib.BilinearResize2D(..., height=size[0], width=size[1])`
in a helper, the four concatenated with the input and fused by a 1x1 conv."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 12, 12)]


def _upsample(F, x, size):
    return F.contrib.BilinearResize2D(x, height=size[0], width=size[1])


class Net(nn.HybridBlock):
    def __init__(self, in_channels=8, out_channels=6, sizes=(1, 2, 3, 6), **kwargs):
        super(Net, self).__init__(**kwargs)
        inter_channels = in_channels // 4
        self.sizes = sizes
        with self.name_scope():
            self.convs = nn.HybridSequential()
            for _ in sizes:
                self.convs.add(nn.Conv2D(inter_channels, 1, in_channels=in_channels, use_bias=False))
            self.out = nn.Conv2D(out_channels, 1, in_channels=in_channels * 2)

    def hybrid_forward(self, F, x):
        size = x.shape[2:]
        feats = [x]
        for s, conv in zip(self.sizes, self.convs):
            pooled = F.contrib.AdaptiveAvgPooling2D(x, output_size=s)
            feats.append(_upsample(F, F.relu(conv(pooled)), size))
        x = F.concat(*feats, dim=1)
        return F.relu(self.out(x))
