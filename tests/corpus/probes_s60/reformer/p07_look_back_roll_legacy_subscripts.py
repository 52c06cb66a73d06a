"""Reformer look-back rolling the chunked keys with the PyTorch reference's subscripts `x[:, -1:]` and `x[:, :-1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6)]


def look_one_back(F, x):
    prev = F.concat(x[:, -1:], x[:, :-1], dim=1)
    return F.concat(x, prev, dim=2)


class SubscriptLookBack(HybridBlock):
    def __init__(self, units=6, chunk=4, **kwargs):
        super().__init__(**kwargs)
        self._chunk = chunk
        with self.name_scope():
            self.qk = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q = self.qk(x).reshape((0, -4, -1, self._chunk, -2))
        k = look_one_back(F, q)
        dots = F.batch_dot(q.reshape((-3, -2)), k.reshape((-3, -2)), transpose_b=True)
        out = F.batch_dot(F.softmax(dots, axis=-1), k.reshape((-3, -2)))
        return F.reshape_like(out, x)


Net = SubscriptLookBack
