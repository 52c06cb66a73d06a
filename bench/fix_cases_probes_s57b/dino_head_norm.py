"""DINO's projection head: an MLP bottleneck l2-normalised by `x / F.norm(x, axis=-1, keepdims=True)`, and the weight-normalised prototype layer as `F.dot(x, v.T)` over prototypes each divided by its own norm."""
from mxnet.gluon import nn


INPUTS = [(4, 6)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=6, bottleneck=4, prototypes=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(8, in_units=in_dim, activation='relu'),
                         nn.Dense(bottleneck, in_units=8))
            self.v = self.params.get('v', shape=(prototypes, bottleneck))

    def hybrid_forward(self, F, x, v):
        x = self.mlp(x)
        x = x / (F.norm(x, axis=-1, keepdims=True) + 1e-6)
        v = v / F.norm(v, axis=1, keepdims=True)
        return F.dot(x, v.T)
