"""A modulated, demodulated convolution (StyleGAN2): the style scales the weight's input channels per sample, the weight is demodulated by its keepdims norm, and the batch is folded into groups (`x.reshape((1, b * c, h, w))` of the unpacked shape, `num_group=b`) for one grouped convolution."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 5), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, k=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.cout, self.k = cout, k
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(cout, cin, k, k))
            self.affine = nn.Dense(cin, in_units=4, bias_initializer='ones')

    def hybrid_forward(self, F, x, s, weight):
        b, c, h, w = x.shape
        style = self.affine(s).reshape((b, 1, c, 1, 1))
        wgt = weight.expand_dims(0) * style
        demod = F.rsqrt((wgt ** 2).sum(axis=(2, 3, 4), keepdims=True) + 1e-8)
        wgt = (wgt * demod).reshape((b * self.cout, c, self.k, self.k))
        out = F.Convolution(x.reshape((1, b * c, h, w)), wgt, no_bias=True, kernel=(self.k, self.k),
                            pad=(1, 1), num_filter=b * self.cout, num_group=b)
        return out.reshape((b, self.cout, h, w))
