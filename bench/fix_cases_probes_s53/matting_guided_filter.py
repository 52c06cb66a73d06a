"""Deep guided filter refinement: box means by an average pool divided by the box mean of ones of the guide's size, a linear model per window."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 6, 6), (2, 1, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, r=1, eps=1e-2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.r, self.eps = r, eps

    def box(self, F, x):
        k = 2 * self.r + 1
        return F.Pooling(x, kernel=(k, k), stride=(1, 1), pad=(self.r, self.r), pool_type='sum')

    def hybrid_forward(self, F, guide, alpha):
        _, _, h, w = guide.shape
        N = self.box(F, F.ones((1, 1, h, w)))
        mean_i = F.broadcast_div(self.box(F, guide), N)
        mean_p = F.broadcast_div(self.box(F, alpha), N)
        cov_ip = F.broadcast_div(self.box(F, guide * alpha), N) - mean_i * mean_p
        var_i = F.broadcast_div(self.box(F, guide * guide), N) - mean_i * mean_i
        a = cov_ip / (var_i + self.eps)
        b = mean_p - a * mean_i
        mean_a = F.broadcast_div(self.box(F, a), N)
        mean_b = F.broadcast_div(self.box(F, b), N)
        return mean_a * guide + mean_b
