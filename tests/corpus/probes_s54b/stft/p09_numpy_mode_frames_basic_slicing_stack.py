"""Numpy-mode framing (`forward`, `npx.set_np()`): frames by basic slicing `wav[:, s:s + n]` over a python count, `np.stack`, a learned projection per frame."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 64)]


class NumpyFramer(HybridBlock):
    def __init__(self, n_fft=16, hop=8, length=64, units=6, **kwargs):
        super().__init__(**kwargs)
        self.n_fft, self.hop = n_fft, hop
        self.n_frames = (length - n_fft) // hop + 1
        self.proj = nn.Dense(units, flatten=False)

    def forward(self, wav):
        frames = np.stack([wav[:, s:s + self.n_fft]
                           for s in range(0, self.n_frames * self.hop, self.hop)], axis=1)
        return self.proj(frames)


Net = NumpyFramer
