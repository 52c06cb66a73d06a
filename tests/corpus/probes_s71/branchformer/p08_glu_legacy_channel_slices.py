"""Conv module whose GLU halves are taken as in PyTorch: `h[:, :c]` and `h[:, c:]` with c from the
constructor (legacy subscripts on an NDArray)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6)]


class SliceGLU(HybridBlock):
    def __init__(self, channels=6, kernel=3, **kwargs):
        super().__init__(**kwargs)
        self.c = channels
        with self.name_scope():
            self.pw1 = nn.Conv1D(2 * channels, 1)
            self.dw = nn.Conv1D(channels, kernel, padding=kernel // 2, groups=channels)
            self.pw2 = nn.Conv1D(channels, 1)

    def hybrid_forward(self, F, x):
        h = self.pw1(x.transpose((0, 2, 1)))
        h = h[:, :self.c] * F.sigmoid(h[:, self.c:])
        return x + self.pw2(self.dw(h)).transpose((0, 2, 1))


Net = SliceGLU
