"""Ordinal regression (cumulative logit): K-1 thresholds held as a Parameter and sorted in-graph by `F.sort`, `P(y <= k) = sigmoid(theta_k - f)` by `broadcast_sub` of (1, K-1) and (N, 1), class probabilities as differences of the padded cumulative columns."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class CumulativeLink(HybridBlock):
    def __init__(self, in_units=5, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.score = nn.Dense(1, in_units=in_units)
            self.thresholds = self.params.get("thresholds", shape=(num_classes - 1,),
                                              init=init.Constant(np.linspace(-1, 1, num_classes - 1)))

    def hybrid_forward(self, F, x, thresholds):
        f = self.score(x)                                                   # (N, 1)
        theta = F.sort(thresholds, axis=0).reshape((1, -1))
        cum = F.sigmoid(F.broadcast_sub(theta, f))                          # (N, K-1)
        zeros = F.zeros_like(f)
        upper = F.concat(cum, zeros + 1, dim=1)
        lower = F.concat(zeros, cum, dim=1)
        return upper - lower


Net = CumulativeLink
