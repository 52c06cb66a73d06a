"""TimeSformer frame pooling that loops over the frames of the (B, T, N*C) regrouped tokens with
`for frame in frames.transpose((1, 0, 2)):` (iteration over a tensor's first axis, the PyTorch
`for f in x.unbind(1)` written as python iteration), summing the projected frames."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8)]


class FrameLoopPool(HybridBlock):
    def __init__(self, dim=8, frames=2, patches=4, **kwargs):
        super().__init__(**kwargs)
        self._t, self._n = frames, patches
        with self.name_scope():
            self.proj = nn.Dense(dim, in_units=patches * dim)

    def hybrid_forward(self, F, x):
        frames = F.slice_axis(x, axis=1, begin=1, end=None).reshape((0, self._t, -1))
        pooled = 0
        for frame in frames.transpose((1, 0, 2)):
            pooled = pooled + self.proj(frame)
        return pooled / self._t


Net = FrameLoopPool
