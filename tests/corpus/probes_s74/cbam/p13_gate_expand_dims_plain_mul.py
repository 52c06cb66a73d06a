"""CBAM channel gate, the Dense MLP's (B, C) output expanded to (B, C, 1, 1) with two `expand_dims`
and applied by the reference's `x * scale` (plain `*`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ChannelGate(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(channels // 2, activation="relu")
            self.fc2 = nn.Dense(channels)

    def hybrid_forward(self, F, x):
        att = self.fc2(self.fc1(F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type="avg")))
        scale = F.sigmoid(att).expand_dims(2).expand_dims(3)
        return x * scale


Net = ChannelGate
