"""Binary Tversky loss on a sigmoid head with python `alpha`/`beta` weights for false positives and false negatives, the ground truth a soft mask in [0, 1], sums over `axis=(1, 2, 3)` per sample."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 1, 6, 6)]


class Net(HybridBlock):
    def __init__(self, in_channels=3, alpha=0.3, beta=0.7, smooth=1.0, **kwargs):
        super().__init__(**kwargs)
        self.alpha, self.beta, self.smooth = alpha, beta, smooth
        with self.name_scope():
            self.head = nn.Conv2D(1, 3, padding=1, in_channels=in_channels)

    def hybrid_forward(self, F, x, mask):
        p = F.sigmoid(self.head(x))
        g = (mask + 1) / 2
        tp = F.sum(p * g, axis=(1, 2, 3))
        fp = F.sum(p * (1 - g), axis=(1, 2, 3))
        fn = F.sum((1 - p) * g, axis=(1, 2, 3))
        tversky = (tp + self.smooth) / (tp + self.alpha * fp + self.beta * fn + self.smooth)
        return 1 - tversky
