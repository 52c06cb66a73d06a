"""Decision Transformer read-back by a subscript as in the PyTorch code: `x[:, :, 1]` of the (B, T, 3, C)
outputs for the state tokens."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class SubscriptHeads(HybridBlock):
    def __init__(self, act_dim=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.predict_action = nn.Dense(act_dim, activation="tanh", flatten=False)

    def hybrid_forward(self, F, h):
        x = h.reshape((0, -4, -1, 3, -2))
        return self.predict_action(x[:, :, 1])


Net = SubscriptHeads
