"""Numpy-mode (MXNet 2 style) ALiBi in `forward`: `l = scores.shape[-1]`, `np.arange(l)` row and column
views by `pos[None, :] - pos[:, None]` (numpy broadcasting), slopes from the python list of `__init__` by
`np.array(self._slopes).reshape(-1, 1, 1)`, the causal mask by `np.where`. Legal: numpy
arrays broadcast plain operators and slice by subscripts, and a traced numpy-mode `forward` sees real shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(2, 2, 5, 5)]


class NumpyAlibiBias(HybridBlock):
    def __init__(self, heads=2, **kwargs):
        super().__init__(**kwargs)
        start = 2 ** (-8 / heads)
        self._slopes = [start ** (i + 1) for i in range(heads)]

    def forward(self, scores):
        l = scores.shape[-1]
        pos = np.arange(l)
        dist = pos[None, :] - pos[:, None]
        slopes = np.array(self._slopes).reshape(-1, 1, 1)
        biased = scores + (slopes * dist)[None]
        return npx.softmax(np.where(dist[None, None] <= 0, biased, -1e9), axis=-1)


Net = NumpyAlibiBias
