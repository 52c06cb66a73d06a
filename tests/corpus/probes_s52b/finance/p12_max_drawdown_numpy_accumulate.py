"""Risk feature: maximum drawdown of the cumulative equity curve computed with numpy (`np.maximum.accumulate` of `equity.asnumpy()`) and fed back as an NDArray next to a linear score."""
import numpy as np
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1)

    def hybrid_forward(self, F, x):
        equity = F.cumsum(0.01 * x, axis=1) + 1.0
        curve = equity.asnumpy()
        peak = np.maximum.accumulate(curve, axis=1)
        drawdown = mx.nd.array((peak - curve).max(axis=1, keepdims=True))
        return F.concat(self.score(x), drawdown, dim=1)
