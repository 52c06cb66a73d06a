"""NF block reading its skip gain with `self.skip_gain.data()` inside `hybrid_forward` instead of taking it as an argument."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class DataSkipGainBlock(HybridBlock):
    def __init__(self, channels=4, alpha=0.2, **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)
            self.skip_gain = self.params.get("skip_gain", shape=(1,), init=init.One())

    def hybrid_forward(self, F, x, **kwargs):
        out = F.broadcast_mul(self.conv(F.relu(x)), self.skip_gain.data())
        return out * self._alpha + x


Net = DataSkipGainBlock
