"""A mixture of experts accumulated expert by expert (`kernel += routing[:, e].reshape(...) * weight[e]`) and one convolution per sample in a loop over `x.shape[0]`, the outputs concatenated over the batch."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=2, k=3, experts=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cout, self.k, self.experts = cout, k, experts
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(experts, cout, cin, k, k))
            self.route = nn.Dense(experts, in_units=cin)

    def hybrid_forward(self, F, x, weight):
        routing = F.softmax(self.route(x.mean(axis=(2, 3))), axis=-1)
        kernel = 0
        for e in range(self.experts):
            kernel += routing[:, e].reshape((-1, 1, 1, 1, 1)) * weight[e]
        outs = []
        for i in range(x.shape[0]):
            outs.append(F.Convolution(x[i:i + 1], kernel[i], no_bias=True, kernel=(self.k, self.k),
                                      pad=(1, 1), num_filter=self.cout))
        return F.concat(*outs, dim=0)
