"""Multi-column counter that applies its per-pixel column weights by numpy-style subscripts, `w[:, i:i + 1]` for column `i`, multiplying each column's density map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 12, 12)]


class Net(HybridBlock):
    def __init__(self, channels=4, dilations=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        n = len(dilations)
        with self.name_scope():
            self.cols = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for d in dilations:
                self.cols.add(nn.Conv2D(channels, 3, padding=d, dilation=d, in_channels=3, activation="relu"))
                self.heads.add(nn.Conv2D(1, 1, in_channels=channels))
            self.attn = nn.Conv2D(n, 1, in_channels=n * channels)

    def hybrid_forward(self, F, x):
        feats = [col(x) for col in self.cols]
        w = F.softmax(self.attn(F.concat(*feats, dim=1)), axis=1)
        fused = 0
        for i, (h, f) in enumerate(zip(self.heads, feats)):
            fused = fused + h(f) * w[:, i:i + 1]
        return F.relu(fused)
