"""A dynamic-conv ghost bottleneck: routing over two expert 1x1 kernels mixed per sample and applied as a batch_dot on the map flattened by `x.shape`, then an SE gate `y * s.reshape((n, -1, 1, 1))` with an h-swish."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, cin=4, cout=4, experts=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cout, self.cin, self.experts = cout, cin, experts
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(experts, cout * cin))
            self.route = nn.Dense(experts, in_units=cin)
            self.se = nn.Dense(cout, in_units=cout)

    def hybrid_forward(self, F, x, weight):
        n, c, h, w = x.shape
        r = F.softmax(self.route(x.mean(axis=(2, 3))))
        k = F.dot(r, weight).reshape((n, self.cout, self.cin))
        y = F.batch_dot(k, x.reshape((n, c, h * w))).reshape((n, self.cout, h, w))
        s = F.sigmoid(self.se(y.mean(axis=(2, 3))))
        y = y * s.reshape((n, -1, 1, 1))
        return y * F.clip(y + 3, 0, 6) / 6
