"""A GAN generator's MBConv-like block: a spectrally normalised 1x1 expansion (weight flattened by `weight.shape[0]`, a power iteration with `w_mat.T`, the kernel divided by sigma), then an EfficientNet SE gate reshaped by `x.shape[0]` times the map."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cout = cout
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(cout, cin, 1, 1))
            self.u = self.params.get('u', shape=(1, cout), init='ones', grad_req='null')
            self.reduce = nn.Dense(2, in_units=cout)
            self.expand = nn.Dense(cout, in_units=2)

    def hybrid_forward(self, F, x, weight, u):
        w_mat = weight.reshape((weight.shape[0], -1))
        v = F.L2Normalization(F.dot(u, w_mat))
        u = F.L2Normalization(F.dot(v, w_mat.T))
        sigma = F.sum(F.dot(u, w_mat) * v)
        h = F.Convolution(x, weight / sigma, kernel=(1, 1), num_filter=self.cout, no_bias=True)
        h = h * F.sigmoid(h)
        s = F.sigmoid(self.expand(F.relu(self.reduce(h.mean(axis=(2, 3))))))
        return h * s.reshape((x.shape[0], -1, 1, 1))
