"""Uncertainty sampling head that ranks the batch by entropy through `asnumpy().argsort()` and gathers the top rows."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class UncertaintySampler(HybridBlock):
    def __init__(self, budget=2, **kwargs):
        super(UncertaintySampler, self).__init__(**kwargs)
        self.budget = budget
        with self.name_scope():
            self.head = nn.Dense(5, in_units=10)

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.head(x))
        ent = -F.sum(probs * F.log(probs + 1e-12), axis=-1)
        order = np.argsort(-ent.asnumpy())[: self.budget]
        return F.take(probs, nd.array(order))


Net = UncertaintySampler
