"""Gait backbone with a profiling sync left in: `feats.wait_to_read()` after the frame CNN."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class Profiled(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cnn = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, seq):
        feats = self.cnn(seq.expand_dims(2).reshape((-3, -2)))
        feats.wait_to_read()
        return F.max(feats, axis=(2, 3))


Net = Profiled
