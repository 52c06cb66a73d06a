"""SpecAugment time mask whose positions come from `F.arange(spec.shape[1])`; the mask width defaults to 0, so inference runs the same graph with nothing masked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class Net(HybridBlock):
    def __init__(self, num_bins=8, mask_width=0, mask_start=2, **kwargs):
        super().__init__(**kwargs)
        self.mask_width, self.mask_start = mask_width, mask_start
        with self.name_scope():
            self.enc = nn.Dense(6, flatten=False, in_units=num_bins)

    def hybrid_forward(self, F, spec):
        pos = F.arange(spec.shape[1])
        band = (pos >= self.mask_start) * (pos < self.mask_start + self.mask_width)
        spec = F.broadcast_mul(spec, (1 - band).reshape((1, -1, 1)))
        return self.enc(spec)
