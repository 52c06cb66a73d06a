"""MetNet head: the centre of the context cropped by `F.slice` with `None` for the leading axes and python bounds
from the constructor, then a 1x1 conv to leads x bins reshaped by code `(0, -4, leads, bins, -2)` and a
log-softmax over the rain-rate bins for every lead time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class CropLeadBins(HybridBlock):
    def __init__(self, size=8, crop=4, leads=3, bins=5, **kwargs):
        super().__init__(**kwargs)
        self.lo, self.hi = (size - crop) // 2, (size + crop) // 2
        self.leads, self.bins = leads, bins
        with self.name_scope():
            self.head = nn.Conv2D(leads * bins, 1)

    def hybrid_forward(self, F, x):
        centre = F.slice(x, begin=(None, None, self.lo, self.lo), end=(None, None, self.hi, self.hi))
        logits = self.head(centre).reshape((0, -4, self.leads, self.bins, -2))
        return F.log_softmax(logits, axis=2)


Net = CropLeadBins
