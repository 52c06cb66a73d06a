"""Exposure loss that keeps its last value for a progress bar, `self.last = float(loss.asnumpy())`, inside
`hybrid_forward`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 8, 8)]


class LoggedExposure(HybridBlock):
    def __init__(self, level=0.6, **kwargs):
        super().__init__(**kwargs)
        self.E = level
        self.last = None

    def hybrid_forward(self, F, x):
        mean = F.Pooling(F.mean(x, axis=1, keepdims=True), kernel=(4, 4), stride=(4, 4), pool_type="avg")
        loss = F.mean(F.square(mean - self.E))
        self.last = float(loss.asnumpy())
        return loss


Net = LoggedExposure
