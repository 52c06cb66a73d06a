"""Rolling mean of returns over a python window, looping `for t in range(ret.shape[1] - self.window + 1)` and averaging `slice_axis` windows, stacked on axis 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class Net(HybridBlock):
    def __init__(self, window=3, **kwargs):
        super().__init__(**kwargs)
        self.window = window
        with self.name_scope():
            self.score = nn.Dense(1)

    def hybrid_forward(self, F, x):
        p = 1.0 + 0.5 * F.abs(x)
        ret = F.slice_axis(p, axis=1, begin=1, end=None) / F.slice_axis(p, axis=1, begin=0, end=-1) - 1
        means = [F.mean(F.slice_axis(ret, axis=1, begin=t, end=t + self.window), axis=1)
                 for t in range(ret.shape[1] - self.window + 1)]
        return self.score(F.stack(*means, axis=1))
