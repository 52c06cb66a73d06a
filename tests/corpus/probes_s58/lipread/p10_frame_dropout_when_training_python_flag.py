"""Front-end with frame-level dropout only while training (`autograd.is_training()`), the mask drawn by `random.uniform_like` on a (N, T, 1) slice and applied with `broadcast_mul`; inference passes the features through."""
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class FrameDropout(HybridBlock):
    def __init__(self, p=0.2, **kwargs):
        super(FrameDropout, self).__init__(**kwargs)
        self.p = p
        with self.name_scope():
            self.proj = nn.Dense(6, flatten=False, in_units=6)

    def hybrid_forward(self, F, feats):
        if autograd.is_training():
            keep = F.random.uniform_like(F.slice_axis(feats, axis=2, begin=0, end=1)) > self.p
            feats = F.broadcast_mul(feats, keep) / (1 - self.p)
        return self.proj(feats)


Net = FrameDropout
