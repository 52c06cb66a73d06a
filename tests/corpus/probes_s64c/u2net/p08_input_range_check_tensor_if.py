"""U^2-Net preprocessing folded into the block: `if F.max(x) > 1: x = x / 255.0`, a python `if` on a tensor comparison."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class RangeCheckedU2(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.Conv2D(ch, 3, padding=2, dilation=2, activation="relu")
        self.side = nn.Conv2D(1, 1)

    def hybrid_forward(self, F, x):
        if F.max(x) > 1:
            x = x / 255.0
        return F.sigmoid(self.side(self.body(x)))


Net = RangeCheckedU2
