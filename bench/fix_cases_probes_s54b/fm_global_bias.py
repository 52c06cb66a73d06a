"""FM output: the pairwise term as a (batch, 1) column plus the global bias Parameter of shape (1,), then a sigmoid."""
from mxnet.gluon import nn


INPUTS = [(4, 3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.w0 = self.params.get('w0', shape=(1,), init='ones')
            self.lin = nn.Dense(1, in_units=18)

    def hybrid_forward(self, F, x, w0):
        inter = 0.5 * (x.sum(axis=1) ** 2 - (x ** 2).sum(axis=1)).sum(axis=1, keepdims=True)
        logit = self.lin(x) + inter + w0
        return F.sigmoid(logit)
