"""Dynamic convolution with mixed biases as well: attention over K experts with a temperature, the bias `F.dot(att, bias)` of shape (b, cout) added to the grouped output as `out + bias.reshape((b, self.cout, 1, 1))` with `b = x.shape[0]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, experts=4, temperature=30., **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cin, self.cout, self.experts, self.t = cin, cout, experts, temperature
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(experts, cout * cin))
            self.bias = self.params.get('bias', shape=(experts, cout))
            self.att = nn.Dense(experts, in_units=cin)

    def hybrid_forward(self, F, x, weight, bias):
        b = x.shape[0]
        att = F.softmax(self.att(F.mean(x, axis=(2, 3))) / self.t)
        w = F.dot(att, weight).reshape((b * self.cout, self.cin, 1, 1))
        out = F.Convolution(x.reshape((1, -1, 0, 0)), w, no_bias=True, kernel=(1, 1),
                            num_filter=b * self.cout, num_group=b)
        out = out.reshape((b, self.cout, x.shape[2], x.shape[3]))
        return out + F.dot(att, bias).reshape((b, self.cout, 1, 1))
