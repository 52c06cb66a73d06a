"""Rauch-Tung-Striebel smoother for a scalar random walk: a forward filter pass, then a backward pass over the time steps in reverse."""
from mxnet.gluon import nn


INPUTS = [(2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, q=0.2, r=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.q, self.r = q, r

    def hybrid_forward(self, F, z):
        T = z.shape[1]
        xs, ps = [], []
        x, p = z[:, 0], F.ones_like(z[:, 0])
        for t in range(T):
            pp = p + self.q
            k = pp / (pp + self.r)
            x = x + k * (z[:, t] - x)
            p = (1 - k) * pp
            xs.append(x)
            ps.append(p)
        smoothed = [xs[-1]]
        for t in range(T - 2, -1, -1):
            c = ps[t] / (ps[t] + self.q)
            smoothed.insert(0, xs[t] + c * (smoothed[0] - xs[t]))
        return F.stack(*smoothed, axis=1)
