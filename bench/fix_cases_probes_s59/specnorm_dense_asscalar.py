"""A spectrally normalised Dense layer as PyTorch ports write it: the power iteration on the (out, in) weight, sigma taken to the host with `.asscalar()` and the weight divided by that number before F.FullyConnected."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, cin=6, cout=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cout = cout
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(cout, cin))
            self.bias = self.params.get('bias', shape=(cout,), init='zeros')
            self.u = self.params.get('u', shape=(1, cout), init='ones', grad_req='null')

    def hybrid_forward(self, F, x, weight, bias, u):
        v = F.L2Normalization(F.dot(u, weight))
        u = F.L2Normalization(F.dot(v, weight, transpose_b=True))
        sigma = (F.dot(u, weight) * v).sum().asscalar()
        return F.FullyConnected(x, weight / sigma, bias, num_hidden=self.cout)
