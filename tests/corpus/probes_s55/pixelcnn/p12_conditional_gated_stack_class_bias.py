"""Conditional Gated PixelCNN stack over a python layer count: each layer's gate gets a class-conditional bias from a Dense on the condition vector, made (N, 2C, 1, 1) by two `expand_dims` and added by `broadcast_add`; residuals rebound with `h = h + ...`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6), (2, 3)]


class ConditionalGatedStack(HybridBlock):
    def __init__(self, channels=4, num_layers=2, cond_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.num_layers = num_layers
        with self.name_scope():
            self.convs = nn.HybridSequential()
            self.conds = nn.HybridSequential()
            for _ in range(num_layers):
                self.convs.add(nn.Conv2D(2 * channels, 3, padding=1, in_channels=channels))
                self.conds.add(nn.Dense(2 * channels, in_units=cond_dim))

    def hybrid_forward(self, F, x, cond):
        h = x
        for i in range(self.num_layers):
            bias = F.expand_dims(F.expand_dims(self.conds[i](cond), axis=2), axis=3)
            a, b = F.split(F.broadcast_add(self.convs[i](h), bias), num_outputs=2, axis=1)
            h = h + F.tanh(a) * F.sigmoid(b)
        return h


Net = ConditionalGatedStack
