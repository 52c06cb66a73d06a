"""Non-local block for image restoration: theta/phi/g embeddings flattened over pixels by the shape's sizes, an embedded-Gaussian affinity by batch_dot, the response folded back to (b, c', h, w) and added as a residual."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        inter = channels // 2
        with self.name_scope():
            self.theta = nn.Conv2D(inter, 1, in_channels=channels)
            self.phi = nn.Conv2D(inter, 1, in_channels=channels)
            self.g = nn.Conv2D(inter, 1, in_channels=channels)
            self.w = nn.Conv2D(channels, 1, in_channels=inter)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        theta = self.theta(x).reshape((b, c // 2, h * w))
        phi = self.phi(x).reshape((b, c // 2, h * w))
        g = self.g(x).reshape((b, c // 2, h * w))
        att = F.softmax(F.batch_dot(theta, phi, transpose_a=True), axis=-1)
        y = F.batch_dot(g, att, transpose_b=True).reshape((b, c // 2, h, w))
        return x + self.w(y)
