"""Last-frame and first-frame features by `slice_axis` with a negative `begin` and `end=None`, squeezed and concatenated with the temporal mean."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Endpoints(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, frames):
        h = self.proj(frames)
        last = F.slice_axis(h, axis=1, begin=-1, end=None).squeeze(axis=1)
        first = F.slice_axis(h, axis=1, begin=0, end=1).squeeze(axis=1)
        return F.concat(first, last, F.mean(h, axis=1), dim=1)


Net = Endpoints
