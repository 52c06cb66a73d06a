"""NF block skipping the residual branch while its SkipInit gain is still zero, `if F.sum(F.abs(skip_gain)) == 0: return x`, a tensor comparison in a python `if`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class SkipInitBlock(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)
            self.skip_gain = self.params.get("skip_gain", shape=(1,), init=init.One())

    def hybrid_forward(self, F, x, skip_gain):
        if F.sum(F.abs(skip_gain)) == 0:
            return x
        return F.broadcast_mul(self.conv(F.relu(x)), skip_gain) + x


Net = SkipInitBlock
