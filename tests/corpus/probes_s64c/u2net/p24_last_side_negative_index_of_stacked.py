"""U^2-Net inference picking the coarsest side map after the list was stacked into a tensor: `sides = F.stack(*maps, axis=0)` then `sides[-1]` (the last side), a negative integer index of an NDArray."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class LastStackedSide(HybridBlock):
    def __init__(self, ch=4, **kwargs):
        super().__init__(**kwargs)
        self.body = nn.Conv2D(ch, 3, padding=1, activation="relu")
        self.side1, self.side2 = nn.Conv2D(1, 1), nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, x):
        h = self.body(x)
        sides = F.stack(self.side1(h), self.side2(h), axis=0)
        return F.sigmoid(F.mean(sides, axis=0)), F.sigmoid(sides[-1])


Net = LastStackedSide
