"""Illegal: a (1, 1, C) bias added with a plain `-` to a part of a last-axis split (a rank-3 tensor)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(6, flatten=False)
            self.bias = self.params.get("bias", shape=(1, 1, 3), init="ones")

    def hybrid_forward(self, F, x, bias):
        mu, logvar = F.split(self.proj(x), num_outputs=2, axis=-1)
        return (mu - bias) * F.exp(0.5 * logvar)
