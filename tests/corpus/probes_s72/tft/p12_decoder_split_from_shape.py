"""Decoder steps split off at `h.shape[1] - self.dec_len`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class DecoderSplit(HybridBlock):
    def __init__(self, dec_len=2, units=4, **kwargs):
        super().__init__(**kwargs)
        self.dec_len = dec_len
        with self.name_scope():
            self.out = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, h):
        enc_len = h.shape[1] - self.dec_len
        future = F.slice_axis(h, axis=1, begin=enc_len, end=None)
        return self.out(future)


Net = DecoderSplit
