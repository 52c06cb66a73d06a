"""Classic highway layer (Srivastava et al.): transform gate `t = sigmoid(W_t x)`, `y = t * h + (1 - t) * x`, gate bias initialised negative."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 8)]


class Highway(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.transform = nn.Dense(units, activation="relu")
            self.gate = nn.Dense(units, bias_initializer=mx.init.Constant(-2.0))

    def hybrid_forward(self, F, x):
        t = F.sigmoid(self.gate(x))
        return t * self.transform(x) + (1 - t) * x


Net = Highway
