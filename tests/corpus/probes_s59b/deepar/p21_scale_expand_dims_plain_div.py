"""DeepAR mean scaling whose (N,) scale is made a column by `expand_dims(axis=1)` and divides the (N, T) window with a plain `/`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class MeanScaled(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, target):
        scale = F.mean(F.abs(target), axis=1) + 1.0
        scaled = target / scale.expand_dims(axis=1)
        return self.out(scaled.expand_dims(axis=2))


Net = MeanScaled
