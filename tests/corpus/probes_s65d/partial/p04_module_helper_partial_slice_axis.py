"""The first-token pooler bound by `functools.partial(_cls_pool, F)` taking the token with
`F.slice_axis(..., axis=1, begin=0, end=1)` and `reshape((0, -1))`."""
import functools

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


def _cls_pool(F, h, act="tanh"):
    first = F.slice_axis(h, axis=1, begin=0, end=1).reshape((0, -1))
    return F.Activation(first, act_type=act)


class ClsPoolerSlice(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x):
        pool = functools.partial(_cls_pool, F, act="relu")
        return pool(self.proj(x))


Net = ClsPoolerSlice
