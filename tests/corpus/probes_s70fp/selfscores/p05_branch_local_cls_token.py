"""Legal: `h` is the first token alone when the block pools by a class token (the default), so the
scores of `self.q(h)` against `self.k(x)`... are (N, 1, T); `h` is bound once, in a branch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 5)]


class Net(HybridBlock):
    def __init__(self, cls_token=True, **kwargs):
        super().__init__(**kwargs)
        self.cls_token = cls_token
        with self.name_scope():
            self.q = nn.Dense(4, flatten=False, in_units=4)
            self.k = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, mask):
        if self.cls_token:
            h = x.slice_axis(axis=1, begin=0, end=1)
        else:
            h = x
        scores = F.batch_dot(self.q(h), self.k(x), transpose_b=True)
        return scores + mask.expand_dims(1)
