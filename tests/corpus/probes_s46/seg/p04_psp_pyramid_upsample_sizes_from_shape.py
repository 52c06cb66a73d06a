"""PSP pyramid pooling that upsamples each pooled map to `(h, w)` unpacked from `x.shape[2:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 12, 12)]


class Net(HybridBlock):
    def __init__(self, in_channels=8, bins=(1, 2, 3, 6), **kwargs):
        super().__init__(**kwargs)
        self._bins = bins
        with self.name_scope():
            self.reduce = nn.HybridSequential()
            for _ in bins:
                self.reduce.add(nn.Conv2D(in_channels // len(bins), 1, in_channels=in_channels))

    def hybrid_forward(self, F, x):
        h, w = x.shape[2:]
        feats = [x]
        for size, conv in zip(self._bins, self.reduce):
            y = F.relu(conv(F.contrib.AdaptiveAvgPooling2D(x, output_size=size)))
            feats.append(F.contrib.BilinearResize2D(y, height=h, width=w))
        return F.concat(*feats, dim=1)
