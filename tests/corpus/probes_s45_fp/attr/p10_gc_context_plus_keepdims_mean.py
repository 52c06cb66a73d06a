"""Global-context block: a (N, C, 1, 1) context from a 1x1 conv of a pooled map plus a keepdims spatial mean of the same shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.transform = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        context = self.transform(F.contrib.AdaptiveAvgPooling2D(x, output_size=1))
        fused = context + F.mean(x, axis=(2, 3), keepdims=True)
        return F.broadcast_add(x, F.sigmoid(fused))
