"""The global merge through `partial(self._merge, F)`, the keepdims mean added with `F.broadcast_add`."""
from functools import partial

from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class GlobalMergeBroadcast(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(6, in_units=6)

    def _merge(self, F, h, ctx):
        return F.broadcast_add(h, F.mean(ctx, axis=1, keepdims=True))

    def hybrid_forward(self, F, x):
        merge = partial(self._merge, F)
        return merge(self.fc(x), x)


Net = GlobalMergeBroadcast
