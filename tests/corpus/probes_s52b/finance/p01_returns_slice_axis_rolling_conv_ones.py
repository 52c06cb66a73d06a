"""Momentum features from a price panel: simple returns by `slice_axis(x, 1, 1, None) / slice_axis(x, 1, 0, -1) - 1`, a rolling mean of the returns by `F.Convolution` with a constant ones/window kernel over the constructor's window, and a linear score."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class Net(HybridBlock):
    def __init__(self, window=3, **kwargs):
        super().__init__(**kwargs)
        self.window = window
        with self.name_scope():
            self.kernel = self.params.get_constant(
                "kernel", np.full((1, 1, window), 1.0 / window, dtype="float32"))
            self.score = nn.Dense(1)

    def hybrid_forward(self, F, x, kernel):
        prices = 1.0 + 0.5 * F.abs(x)                       # strictly positive prices
        ret = F.slice_axis(prices, axis=1, begin=1, end=None) / \
            F.slice_axis(prices, axis=1, begin=0, end=-1) - 1
        rolling = F.Convolution(ret.expand_dims(1), kernel, kernel=(self.window,),
                                num_filter=1, no_bias=True)        # (B, 1, T - window)
        return self.score(F.reshape(rolling, (0, -1)))
