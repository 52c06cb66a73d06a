"""Numpy-mode TFT decoder (`@use_np`): past and future steps by the basic subscripts
`h[:, :self.enc_len]` and `h[:, self.enc_len:]`, the past mean added with numpy broadcasting."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 4)]


@use_np
class NumpyDecoder(HybridBlock):
    def __init__(self, enc_len=4, units=4, **kwargs):
        super().__init__(**kwargs)
        self.enc_len = enc_len
        with self.name_scope():
            self.out = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, h):
        past, future = h[:, :self.enc_len], h[:, self.enc_len:]
        return self.out(future + past.mean(axis=1, keepdims=True))


Net = NumpyDecoder
