"""The im2col convolution with its (1, 1, C) bias added by `F.broadcast_add`: legal."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 4, 4)]


class Im2colConv(HybridBlock):
    def __init__(self, channels=5, in_channels=3, k=2, **kwargs):
        super().__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(channels, in_channels * k * k), init="xavier")
            self.bias = self.params.get("bias", shape=(channels,), init="ones")

    def hybrid_forward(self, F, x, weight, bias):
        cols = []
        for h in range(0, 4 - self.k + 1):
            for w in range(0, 4 - self.k + 1):
                win = F.slice(x, begin=(None, None, h, w), end=(None, None, h + self.k, w + self.k))
                cols.append(win.reshape((0, -1)))
        x = F.stack(*cols, axis=1)
        y = F.dot(x, weight, transpose_b=True)
        return F.broadcast_add(y, bias.reshape((1, 1, -1)))


Net = Im2colConv
