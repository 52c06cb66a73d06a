"""NF block with a fixed (non-learnable) skip gain created per call as `F.ones((1,), ctx=x.context) * self._gain`, reading the input's `.context`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class FixedGainBlock(HybridBlock):
    def __init__(self, channels=4, gain=0.5, alpha=0.2, **kwargs):
        super().__init__(**kwargs)
        self._gain = gain
        self._alpha = alpha
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)

    def hybrid_forward(self, F, x):
        gain = F.ones((1,), ctx=x.context) * self._gain
        return F.broadcast_mul(self.conv(F.relu(x)), gain) * self._alpha + x


Net = FixedGainBlock
