"""Numpy-mode Conformer conv module (`@use_np`): lengths to a (B, T) mask by
`F.np.expand_dims(F.np.arange(T), 0) < F.np.expand_dims(valid, 1)` (T from the constructor), the mask
applied by `x * F.np.expand_dims(mask, 2)`, GLU halves by `F.np.split`, gating by plain `*` (numpy broadcasting)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 4), (2,)]


@use_np
class NumpyConvModule(HybridBlock):
    def __init__(self, channels=4, max_len=6, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.pw = nn.Dense(2 * channels, flatten=False)
            self.dw = nn.Conv1D(channels, 3, padding=1, groups=channels)

    def hybrid_forward(self, F, x, lengths):
        valid = F.np.floor((lengths + 1) * 0.5 * (self.max_len - 1)) + 1
        mask = (F.np.expand_dims(F.np.arange(self.max_len), 0) < F.np.expand_dims(valid, 1)).astype("float32")
        mask = F.np.expand_dims(mask, 2)
        a, gate = F.np.split(self.pw(x * mask), 2, axis=-1)
        h = a * F.npx.sigmoid(gate)
        h = self.dw(h.transpose(0, 2, 1)).transpose(0, 2, 1)
        return x + h * mask


Net = NumpyConvModule
