"""LinUCB head: the design matrix's inverse held as nd.array(np.eye(d) / lam) built in the forward from the context width, the exploration bonus sqrt(x A^-1 x^T) per row, added to the linear estimate."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, lam=2.0, alpha=0.5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.lam, self.alpha = lam, alpha
        with self.name_scope():
            self.theta = nn.Dense(1, in_units=4, use_bias=False)

    def hybrid_forward(self, F, x):
        a_inv = nd.array(np.eye(x.shape[1]) / self.lam)
        bonus = F.sqrt((F.dot(x, a_inv) * x).sum(axis=1, keepdims=True))
        return self.theta(x) + self.alpha * bonus
