"""Numpy-mode (MXNet 2 style) Pyraformer in `forward`: `b, l, d = h.shape`, coarser scales by
`h.reshape(b, l // w, w, d).mean(axis=2)` in a loop, scales concatenated along time, the last node of every
scale gathered by a fancy index with a python list `h[:, self.last_idx]`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 8, 3)]


class NumpyPyramidHead(HybridBlock):
    def __init__(self, input_size=8, window=2, levels=3, d_model=4, horizon=3, **kwargs):
        super().__init__(**kwargs)
        self.window = window
        self.levels = levels
        sizes = [input_size // window ** i for i in range(levels)]
        self.last_idx = [sum(sizes[:i + 1]) - 1 for i in range(levels)]
        self.embed = nn.Dense(d_model, flatten=False, in_units=3)
        self.head = nn.Dense(horizon, in_units=levels * d_model)

    def forward(self, x):
        h = self.embed(x)
        scales = [h]
        for _ in range(self.levels - 1):
            b, l, d = h.shape
            h = h.reshape(b, l // self.window, self.window, d).mean(axis=2)
            scales.append(h)
        allh = np.concatenate(scales, axis=1)
        return self.head(allh[:, self.last_idx].reshape(allh.shape[0], -1))


Net = NumpyPyramidHead
