"""RBF kernel between the inputs and learned inducing points, with a learned log length-scale; the kernel features feed a linear readout."""
from mxnet.gluon import nn


INPUTS = [(5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, num_inducing=4, dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.Z = self.params.get('Z', shape=(num_inducing, dim))
            self.log_ls = self.params.get('log_ls', shape=(1,), init='zeros')
            self.out = nn.Dense(1, in_units=num_inducing)

    def hybrid_forward(self, F, x, Z, log_ls):
        n = x.shape[0]
        m = Z.shape[0]
        d = x.reshape((n, 1, -1)) - Z.reshape((1, m, -1))
        k = F.exp(-0.5 * (d ** 2).sum(axis=2) / F.exp(log_ls) ** 2)
        return self.out(k)
