"""Numpy-mode multi-task head (`forward`, `npx.set_np()`): one projection carved with basic slices `out[:, :4]`, `out[:, 4:]` (numpy semantics), a sigmoid and a softmax head."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(4, 6)]


class NumpyHeads(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.proj = nn.Dense(7)

    def forward(self, x):
        out = self.proj(x)
        return npx.sigmoid(out[:, :4]), npx.softmax(out[:, 4:], axis=-1)


Net = NumpyHeads
