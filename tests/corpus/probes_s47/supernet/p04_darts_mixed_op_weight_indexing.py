"""DARTS mixed operation that weights each candidate with `w[i]` of the softmaxed architecture Parameter."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ops = nn.HybridSequential()
            self.ops.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels),
                         nn.AvgPool2D(3, strides=1, padding=1),
                         nn.MaxPool2D(3, strides=1, padding=1))
            self.alpha = self.params.get("alpha", shape=(3,), init="zeros")

    def hybrid_forward(self, F, x, alpha):
        w = F.softmax(alpha)
        out = 0
        for i, op in enumerate(self.ops):
            out = out + F.broadcast_mul(op(x), w[i].reshape((1, 1, 1, 1)))
        return out
