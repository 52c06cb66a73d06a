"""Graph convolution with its own weight (C_in, C_out) applied by `dot` after moving channels last and a bias Parameter of shape (C_out, 1, 1) added with plain `+` to the (N, C_out, T, V) output."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 8, 5)]


class BiasGraphConv(HybridBlock):
    def __init__(self, channels=4, out_channels=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, out_channels))
            self.bias = self.params.get("bias", shape=(out_channels, 1, 1), init="ones")

    def hybrid_forward(self, F, x, weight, bias):
        y = F.dot(x.transpose((0, 2, 3, 1)), weight).transpose((0, 3, 1, 2))
        return F.relu(y + bias)


Net = BiasGraphConv
