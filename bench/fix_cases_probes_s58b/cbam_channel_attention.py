"""CBAM's channel attention: average and max global pooling through one shared two-layer MLP, the summed logits' sigmoid reshaped to `(b, c, 1, 1)` of `b, c = x.shape[:2]` and multiplied into the map."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, reduction=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(channels // reduction, in_units=channels, activation='relu'))
            self.mlp.add(nn.Dense(channels, in_units=channels // reduction))

    def hybrid_forward(self, F, x):
        b, c = x.shape[:2]
        avg = self.mlp(F.Pooling(x, global_pool=True, pool_type='avg', kernel=(1, 1)))
        mx = self.mlp(F.Pooling(x, global_pool=True, pool_type='max', kernel=(1, 1)))
        att = F.sigmoid(avg + mx).reshape((b, c, 1, 1))
        return x * att
