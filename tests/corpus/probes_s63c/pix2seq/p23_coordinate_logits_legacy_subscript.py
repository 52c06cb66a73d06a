"""Pix2Seq coordinate logits cut by `logits[:, :, self.offset:self.offset + self.n_bins]` in legacy mode -- a legacy subscript on a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


class SubscriptCoords(HybridBlock):
    def __init__(self, units=6, n_bins=10, offset=5, **kwargs):
        super(SubscriptCoords, self).__init__(**kwargs)
        self.n_bins, self.offset = n_bins, offset
        with self.name_scope():
            self.head = nn.Dense(n_bins + offset, flatten=False, in_units=units)

    def hybrid_forward(self, F, h):
        logits = self.head(h)
        return F.argmax(logits[:, :, self.offset:self.offset + self.n_bins], axis=-1)


Net = SubscriptCoords
