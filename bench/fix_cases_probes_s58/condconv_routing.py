"""CondConv: routing weights per sample from the pooled input through a sigmoid, a mixture of expert kernels `F.dot(routing, experts.reshape((E, -1)))`, and one grouped convolution with the batch folded into the channels by the unpacked shape (`num_group=b`)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, k=3, experts=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cin, self.cout, self.k, self.experts = cin, cout, k, experts
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(experts, cout, cin, k, k))
            self.route = nn.Dense(experts, in_units=cin)

    def hybrid_forward(self, F, x, weight):
        b, c, h, w = x.shape
        routing = F.sigmoid(self.route(F.mean(x, axis=(2, 3))))
        kernels = F.dot(routing, weight.reshape((self.experts, -1)))
        kernels = kernels.reshape((b * self.cout, self.cin, self.k, self.k))
        out = F.Convolution(x.reshape((1, b * c, h, w)), kernels, no_bias=True, kernel=(self.k, self.k),
                            pad=(1, 1), num_filter=b * self.cout, num_group=b)
        return out.reshape((b, self.cout, h, w))
