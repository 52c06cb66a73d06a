"""CBAM channel attention with the MLP as Dense layers on the flattened pooled vectors (the
original Caffe/Torch form), the (B, C) gate restored to (B, C, 1, 1) by `reshape((0, 0, 1, 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ChannelGate(HybridBlock):
    def __init__(self, channels=8, reduction=2, pool_types=("avg", "max"), **kwargs):
        super().__init__(**kwargs)
        self.pool_types = pool_types
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(channels // reduction, activation="relu"), nn.Dense(channels))

    def hybrid_forward(self, F, x):
        att = None
        for pool_type in self.pool_types:
            p = F.Pooling(x, kernel=(1, 1), global_pool=True, pool_type=pool_type)
            raw = self.mlp(p)
            att = raw if att is None else att + raw
        return F.broadcast_mul(x, F.sigmoid(att).reshape((0, 0, 1, 1)))


Net = ChannelGate
