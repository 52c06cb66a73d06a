"""SCINet's interactive learning block: the series split into its even and odd steps by stepped
slicing `x[:, ::2, :]` / `x[:, 1::2, :]`, each half scaled by exp of a conv branch of the other (the
branches replication-padded by `F.broadcast_to(x[:, :, :1], (x.shape[0], x.shape[1], pad))` as
ReplicationPad1d does), then the coupled update c + U(d), d - P(c)."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 3)]


class Branch(nn.HybridBlock):
    """ReplicationPad1d((pad, pad)) -> Conv1d(k) -> LeakyReLU -> Conv1d(3) -> Tanh."""

    def __init__(self, channels, hidden, kernel_size=5, **kwargs):
        super(Branch, self).__init__(**kwargs)
        self.pad = (kernel_size - 1) // 2 + 1
        with self.name_scope():
            self.conv1 = nn.Conv1D(hidden, kernel_size, in_channels=channels)
            self.act = nn.LeakyReLU(0.01)
            self.conv2 = nn.Conv1D(channels, 3, in_channels=hidden)

    def hybrid_forward(self, F, x):
        left = F.broadcast_to(x[:, :, :1], (x.shape[0], x.shape[1], self.pad))
        right = F.broadcast_to(x[:, :, -1:], (x.shape[0], x.shape[1], self.pad))
        x = F.concat(left, x, right, dim=2)
        return F.tanh(self.conv2(self.act(self.conv1(x))))


class Net(nn.HybridBlock):
    def __init__(self, channels=3, hidden=6, kernel_size=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.phi = Branch(channels, hidden, kernel_size)
            self.psi = Branch(channels, hidden, kernel_size)
            self.U = Branch(channels, hidden, kernel_size)
            self.P = Branch(channels, hidden, kernel_size)

    def split(self, x):
        return x[:, ::2, :], x[:, 1::2, :]

    def hybrid_forward(self, F, x):
        x_even, x_odd = self.split(x)
        x_even = x_even.transpose((0, 2, 1))
        x_odd = x_odd.transpose((0, 2, 1))
        d = x_odd * F.exp(self.phi(x_even))
        c = x_even * F.exp(self.psi(x_odd))
        x_even_update = c + self.U(d)
        x_odd_update = d - self.P(c)
        return x_even_update, x_odd_update
