"""RealNVP affine coupling: one half conditions a scale and shift of the other; returns the log-det."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=6, hidden=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Dense(hidden, activation='relu', in_units=dim // 2),
                         nn.Dense(dim, in_units=hidden))

    def hybrid_forward(self, F, x):
        half = x.shape[1] // 2
        xa, xb = x[:, :half], x[:, half:]
        st = self.net(xa)
        log_s, t = F.tanh(st[:, :half]), st[:, half:]
        yb = xb * F.exp(log_s) + t
        return F.concat(xa, yb, dim=1), F.sum(log_s, axis=1)
