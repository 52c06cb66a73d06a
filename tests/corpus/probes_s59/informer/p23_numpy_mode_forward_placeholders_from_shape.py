"""Numpy-mode (MXNet 2 style) `forward` building the decoder's zero placeholders with `np.zeros((x.shape[0], pred_len, x.shape[2]))` and `np.concatenate`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 10, 3)]


class NumpyDecoderInput(HybridBlock):
    def __init__(self, label_len=4, pred_len=3, **kwargs):
        super().__init__(**kwargs)
        self._label_len = label_len
        self._pred_len = pred_len
        self.embed = nn.Dense(6, flatten=False, in_units=3)

    def forward(self, x):
        start = x[:, -self._label_len:, :]
        zeros = np.zeros((x.shape[0], self._pred_len, x.shape[2]))
        return self.embed(np.concatenate([start, zeros], axis=1))


Net = NumpyDecoderInput
