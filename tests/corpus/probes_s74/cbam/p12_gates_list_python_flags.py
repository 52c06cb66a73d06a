"""CBAM with optional gates chosen by constructor flags (`no_spatial`), the module applying a python
list of the enabled gate blocks in order; each gate multiplies by broadcast_mul inside its block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ChannelGate(HybridBlock):
    def __init__(self, channels, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(channels)

    def hybrid_forward(self, F, x):
        att = self.fc(F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type="avg"))
        return F.broadcast_mul(x, F.sigmoid(att).expand_dims(2).expand_dims(3))


class SpatialGate(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, x):
        return F.broadcast_mul(x, F.sigmoid(self.conv(F.max(x, axis=1, keepdims=True))))


class CBAM(HybridBlock):
    def __init__(self, channels=8, no_spatial=False, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gates = [ChannelGate(channels)]
            if not no_spatial:
                self.gates.append(SpatialGate())
            for g in self.gates:
                self.register_child(g)

    def hybrid_forward(self, F, x):
        for gate in self.gates:
            x = gate(x)
        return x


Net = CBAM
