"""MetNet centre crop of the context after the spatial aggregator, written as a legacy Symbol subscript with
python bounds from the constructor: `x[:, :, lo:hi, lo:hi]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class SubscriptCrop(HybridBlock):
    def __init__(self, size=8, crop=4, bins=5, **kwargs):
        super().__init__(**kwargs)
        self.lo, self.hi = (size - crop) // 2, (size + crop) // 2
        with self.name_scope():
            self.head = nn.Conv2D(bins, 1)

    def hybrid_forward(self, F, x):
        centre = x[:, :, self.lo:self.hi, self.lo:self.hi]
        return F.log_softmax(self.head(centre), axis=1)


Net = SubscriptCrop
