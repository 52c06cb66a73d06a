"""AutoInt logit with a global bias Parameter of shape (1,) added by a plain `+` to the (N, 1) output of the attention-flattened Dense, as `self.out(x) + self.bias` is written in the PyTorch model."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class BiasedLogit(HybridBlock):
    def __init__(self, fields=5, d_out=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Dense(1, in_units=fields * d_out, use_bias=False)
            self.bias = self.params.get("bias", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x, bias):
        logit = self.out(x.reshape((0, -1))) + bias
        return F.sigmoid(logit)


Net = BiasedLogit
