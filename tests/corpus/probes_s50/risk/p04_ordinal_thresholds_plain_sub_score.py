"""Cumulative-logit head that subtracts the (N, 1) score from the (1, K-1) sorted thresholds with a plain `-`."""
import numpy as np
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class Net(HybridBlock):
    def __init__(self, in_units=5, num_classes=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=in_units)
            self.thresholds = self.params.get("thresholds", shape=(num_classes - 1,),
                                              init=init.Constant(np.linspace(-1, 1, num_classes - 1)))

    def hybrid_forward(self, F, x, thresholds):
        f = self.score(x)
        cum = F.sigmoid(F.sort(thresholds, axis=0).reshape((1, -1)) - f)
        zeros = F.zeros_like(f)
        return F.concat(cum, zeros + 1, dim=1) - F.concat(zeros, cum, dim=1)
