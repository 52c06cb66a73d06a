"""TabNet-style gated features: `h * F.sigmoid(self.gate(h))` with a gate of the same width, plus a smoothed context by 1-D average `F.Pooling` (stride 1, padded) of equal shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 1, 6)]


class GatedContext(HybridBlock):
    def __init__(self, width=6, **kwargs):
        super(GatedContext, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(width, flatten=False, in_units=width)
            self.gate = nn.Dense(width, flatten=False, in_units=width)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        g = h * F.sigmoid(self.gate(h))
        ctx = F.Pooling(g, kernel=(3,), stride=(1,), pad=(1,), pool_type="avg")
        return (g + ctx).reshape((0, -1))


Net = GatedContext
