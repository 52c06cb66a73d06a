"""Focal-Tversky loss that switches on the focal exponent only when the batch is doing badly: `if tversky.mean() < 0.5:` on the tensor index inside `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 1, 6, 6)]


class Net(HybridBlock):
    def __init__(self, in_channels=3, alpha=0.3, beta=0.7, gamma=0.75, smooth=1.0, **kwargs):
        super().__init__(**kwargs)
        self.alpha, self.beta, self.gamma, self.smooth = alpha, beta, gamma, smooth
        with self.name_scope():
            self.head = nn.Conv2D(1, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, x, mask):
        p = F.sigmoid(self.head(x))
        g = (mask + 1) / 2
        tp = F.sum(p * g, axis=(1, 2, 3))
        fp = F.sum(p * (1 - g), axis=(1, 2, 3))
        fn = F.sum((1 - p) * g, axis=(1, 2, 3))
        tversky = (tp + self.smooth) / (tp + self.alpha * fp + self.beta * fn + self.smooth)
        if tversky.mean() < 0.5:
            return F.power(1 - tversky, self.gamma)
        return 1 - tversky
