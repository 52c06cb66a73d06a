"""TimeSformer frame-wise projection with the frames listed by `frames = list(tokens.transpose((1, 0, 2,
3)))` (the PyTorch `list(x.unbind(1))` written as `list()` of a tensor), each frame projected and the
results stacked back on axis 1."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class ListFrames(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False, in_units=dim)

    def hybrid_forward(self, F, x):
        tokens = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, self._t, self._n, -1))
        frames = list(tokens.transpose((1, 0, 2, 3)))
        return F.stack(*[self.proj(f) for f in frames], axis=1).reshape((0, -3, 0))


Net = ListFrames
