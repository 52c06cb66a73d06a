"""MetNet head base class cropping the context by `self.crop(F, x)` (`F.slice` with python bounds); a subclass
overrides `crop` with the PyTorch spelling `x[:, :, lo:hi, lo:hi]` -- a legacy Symbol subscript reached through
an override."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class CropHead(HybridBlock):
    def __init__(self, size=8, crop=4, bins=5, **kwargs):
        super().__init__(**kwargs)
        self.lo, self.hi = (size - crop) // 2, (size + crop) // 2
        with self.name_scope():
            self.head = nn.Conv2D(bins, 1)

    def crop(self, F, x):
        return F.slice(x, begin=(None, None, self.lo, self.lo), end=(None, None, self.hi, self.hi))

    def hybrid_forward(self, F, x):
        return F.log_softmax(self.head(self.crop(F, x)), axis=1)


class TorchCropHead(CropHead):
    def crop(self, F, x):
        lo, hi = self.lo, self.hi
        return x[:, :, lo:hi, lo:hi]


Net = TorchCropHead
