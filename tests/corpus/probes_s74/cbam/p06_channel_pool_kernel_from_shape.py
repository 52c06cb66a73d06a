"""CBAM channel gate ported from `F.avg_pool2d(x, (x.size(2), x.size(3)))`: the pooling kernel
read from the input's spatial shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ChannelGate(HybridBlock):
    def __init__(self, channels=8, reduction=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(channels // reduction, activation="relu"), nn.Dense(channels))

    def hybrid_forward(self, F, x):
        k = (x.shape[2], x.shape[3])
        att = self.mlp(F.Pooling(x, kernel=k, pool_type="avg")) + self.mlp(F.Pooling(x, kernel=k, pool_type="max"))
        return F.broadcast_mul(x, F.sigmoid(att).reshape((0, 0, 1, 1)))


Net = ChannelGate
