"""A warped generator output: a style vector modulating the features channel-wise (`x * style.reshape((n, c, 1, 1))`), noise of the map's shape injected, then a spatial transformer regressing a theta from the style and warping the map at its own size."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.style = nn.Dense(3, in_units=5, bias_initializer='ones')
            self.loc = nn.Dense(6, in_units=5)

    def hybrid_forward(self, F, x, z):
        n, c, h, w = x.shape
        x = x * self.style(z).reshape((n, c, 1, 1))
        x = x + 0.1 * F.random.normal(shape=(n, c, h, w))
        theta = F.tanh(self.loc(z)) * 0.1 + F.array([1, 0, 0, 0, 1, 0])
        grid = F.GridGenerator(theta, transform_type='affine', target_shape=(h, w))
        return F.BilinearSampler(x, grid)
