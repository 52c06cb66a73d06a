"""Numpy-mode (MXNet 2 style) TimeSformer in `forward`, the regrouping in a helper method
`_regroup(self, tokens)` that reads `b, l, c = tokens.shape` and returns `(xt, (b, t, c))`, a tuple of a
tensor and a python shape tuple unpacked by the caller for the inverse reshape. Legal: a traced numpy-mode
`forward` (and every helper it calls) sees real shapes."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 9, 8)]


class NumpyRegroupHelper(HybridBlock):
    def __init__(self, dim=8, patches=4, **kwargs):
        super().__init__(**kwargs)
        self._n = patches
        self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def _regroup(self, tokens):
        b, l, c = tokens.shape
        t = l // self._n
        xt = tokens.reshape(b, t, self._n, c).transpose(0, 2, 1, 3).reshape(b * self._n, t, c)
        return xt, (b, t, c)

    def forward(self, x):
        xt, (b, t, c) = self._regroup(x[:, 1:])
        attn = npx.softmax(np.matmul(xt, xt.transpose(0, 2, 1)), axis=-1)
        out = self.proj(np.matmul(attn, xt)).reshape(b, self._n, t, c).transpose(0, 2, 1, 3)
        return np.concatenate([x[:, :1], out.reshape(b, t * self._n, c)], axis=1)


Net = NumpyRegroupHelper
