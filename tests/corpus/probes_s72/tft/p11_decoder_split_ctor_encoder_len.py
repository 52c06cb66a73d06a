"""Decoder steps split off the (B, T, D) sequence at the constructor's encoder length by
`F.slice_axis(axis=1, begin=self.enc_len, end=None)`; past steps pooled by `F.mean`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class DecoderSplit(HybridBlock):
    def __init__(self, enc_len=4, units=4, **kwargs):
        super().__init__(**kwargs)
        self.enc_len = enc_len
        with self.name_scope():
            self.out = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, h):
        past = F.slice_axis(h, axis=1, begin=0, end=self.enc_len)
        future = F.slice_axis(h, axis=1, begin=self.enc_len, end=None)
        return self.out(F.broadcast_add(future, F.mean(past, axis=1, keepdims=True)))


Net = DecoderSplit
