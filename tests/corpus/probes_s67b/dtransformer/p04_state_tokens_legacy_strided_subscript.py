"""Decision Transformer head ported from PyTorch: the state tokens read as `h[:, 1::3]` (a strided legacy
subscript, fine on an NDArray, TypeError on a Symbol)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12, 8)]


class SubscriptHead(HybridBlock):
    def __init__(self, act_dim=2, d=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.predict_action = nn.Dense(act_dim, flatten=False, in_units=d)

    def hybrid_forward(self, F, h):
        return F.tanh(self.predict_action(h[:, 1::3]))


Net = SubscriptHead
