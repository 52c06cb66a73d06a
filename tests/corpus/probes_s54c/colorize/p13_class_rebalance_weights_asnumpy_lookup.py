"""Class-rebalancing weights looked up in a numpy prior by the bin indices read back with `.asnumpy()`."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 10, 3, 3)]


class RebalancedLoss(HybridBlock):
    def __init__(self, bins=10, **kwargs):
        super().__init__(**kwargs)
        self.prior = np.linspace(0.5, 2.0, bins).astype("float32")

    def hybrid_forward(self, F, logits):
        idx = F.argmax(logits, axis=1)
        w = self.prior[idx.asnumpy().astype("int64")]
        return F.log_softmax(logits, axis=1).max(axis=1) * F.array(w)


Net = RebalancedLoss
