"""Gaussian NLL averaged over the batch by `F.sum(nll) / len(y)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 1)]


class Net(HybridBlock):
    def __init__(self, in_units=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(2, in_units=in_units)

    def hybrid_forward(self, F, x, y):
        mu, log_var = F.split(self.head(x), num_outputs=2, axis=1)
        nll = 0.5 * (log_var + F.square(y - mu) / F.exp(log_var))
        return F.sum(nll) / len(y)
