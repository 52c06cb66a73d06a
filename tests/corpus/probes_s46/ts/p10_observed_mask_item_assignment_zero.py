"""Missing values zeroed by item assignment through the mask `target[observed == 0] = 0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10), (3, 10)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(3, in_units=10)

    def hybrid_forward(self, F, target, raw_mask):
        observed = raw_mask > -0.3
        target = F.identity(target)
        target[observed == 0] = 0
        return self.proj(target)
