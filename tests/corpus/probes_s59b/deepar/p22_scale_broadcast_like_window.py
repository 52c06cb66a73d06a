"""DeepAR mean scaling with the (N, 1) scale spread to the window by `broadcast_like` before plain operators, and the scale's log appended as a static feature by `concat`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class MeanScaled(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(4)

    def hybrid_forward(self, F, target):
        scale = F.mean(F.abs(target), axis=1, keepdims=True) + 1.0
        spread = F.broadcast_like(scale, target)
        scaled = target / spread
        return self.out(F.concat(scaled, F.log(scale), dim=1))


Net = MeanScaled
