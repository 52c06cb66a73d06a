"""Gait backbone that accepts (N, T, H, W) or (N, T, 1, H, W) sequences, adding the channel axis when `seq.ndim == 4`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class FlexibleInput(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cnn = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, seq):
        if seq.ndim == 4:
            seq = seq.expand_dims(2)
        return F.max(self.cnn(seq.reshape((-3, -2))), axis=(2, 3))


Net = FlexibleInput
