"""A text-to-waveform tail: a Conformer conv module's GLU by `h[:, :d]` with `d = h.shape[1] // 2` over (B, D, T) features, then a HiFi-GAN upsampling stage cut to `T * up` from `T = h.shape[2]` and a multi-receptive-field average started at `F.zeros_like`, divided by `len(self.mrf)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, up=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.up = up
        with self.name_scope():
            self.pw = nn.Conv1D(2 * dim, 1, in_channels=dim)
            self.ups = nn.Conv1DTranspose(dim, 2 * up + 1, strides=up, in_channels=dim)
            self.mrf = nn.HybridSequential()
            for k in (3, 5):
                self.mrf.add(nn.Conv1D(dim, k, padding=k // 2, in_channels=dim))

    def hybrid_forward(self, F, x):
        h = self.pw(x)
        d = h.shape[1] // 2
        h = h[:, :d] * F.sigmoid(h[:, d:])
        T = h.shape[2]
        h = self.ups(h)[:, :, :T * self.up]
        xs = F.zeros_like(h)
        for conv in self.mrf:
            xs = xs + conv(h)
        return F.tanh(xs / len(self.mrf))
