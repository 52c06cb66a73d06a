"""Numpy-mode rel-shift in a module helper taking F, ported from ESPnet:
`b, t, p = x.shape`, a zero column `x[:, :, :1] * 0`, reshapes from those sizes."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 5, 8)]


def rel_shift(F, x):
    b, t, p = x.shape
    padded = x[:, :, :1] * 0
    x = F.np.concatenate([padded, x], axis=-1).reshape(b, p + 1, t)[:, 1:].reshape(b, t, p)
    return x[:, :, :t]


@use_np
class NumpyRelShift(HybridBlock):
    def __init__(self, seq_len=5, units=8, **kwargs):
        super().__init__(**kwargs)
        self.units = units
        with self.name_scope():
            self.pos = self.params.get("pos", shape=(2 * seq_len - 1, units))
            self.q = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, x, pos):
        q = self.q(x)
        scores = F.np.matmul(q, x.transpose(0, 2, 1)) + rel_shift(F, F.np.dot(q, pos.T))
        return F.np.matmul(F.npx.softmax(scores / self.units ** 0.5, axis=-1), x)


Net = NumpyRelShift
