"""ReZero-style gated residual: a learnable scalar `alpha` Parameter of shape (1,) scales the branch by `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class ReZero(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, activation="relu")
            self.alpha = self.params.get("alpha", shape=(1,), init="ones")

    def hybrid_forward(self, F, x, alpha):
        return x + F.broadcast_mul(alpha, self.fc(x))


Net = ReZero
