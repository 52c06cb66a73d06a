"""Numpy-mode (MXNet 2 style) `forward` of the decoder inputs reading the series length from `x.shape[1]` for the placeholder and the label slice -- numpy-mode symbols know their shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 3)]


class NumpyDecoderInit(HybridBlock):
    def __init__(self, label_len=4, units=3, **kwargs):
        super().__init__(**kwargs)
        self._label_len = label_len
        self.proj = nn.Dense(units, flatten=False, in_units=units)

    def forward(self, x):
        length = x.shape[1]
        recent = x[:, length - self._label_len:, :]
        mean = np.repeat(np.mean(x, axis=1, keepdims=True), self._label_len, axis=1)
        return self.proj(np.concatenate([recent, mean], axis=1))


Net = NumpyDecoderInit
