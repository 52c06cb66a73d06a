"""DeepSpeech2 frame mask from the lengths input: the output lengths by python arithmetic on the tensor (`(lengths - k) / s + 1` with the conv's kernel/stride), a (T, N) mask by `F.broadcast_lesser(F.arange(T).reshape((-1, 1)), out_len.reshape((1, -1)))` with T from the constructor, applied to the (T, N, H) features by `F.broadcast_mul(out, mask.expand_dims(2))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 2, 4), (2,)]


class FrameMask(HybridBlock):
    def __init__(self, t=6, k=3, s=1, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._k, self._s = t, k, s
        self.fc = nn.Dense(hidden, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, lengths):
        out_len = (F.abs(lengths) * 8 - self._k) / self._s + 1
        mask = F.broadcast_lesser(F.arange(self._t).reshape((-1, 1)), out_len.reshape((1, -1)))
        return F.broadcast_mul(self.fc(x), mask.expand_dims(2))


Net = FrameMask
