"""DARTS mixed operation: architecture weights as a Parameter, softmax-normalised, cut into scalars with `F.split(num_outputs=len(ops))` and multiplied into each candidate by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class MixedOp(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ops = nn.HybridSequential()
            self.ops.add(nn.Conv2D(channels, 3, padding=1, in_channels=channels),
                         nn.AvgPool2D(3, strides=1, padding=1),
                         nn.MaxPool2D(3, strides=1, padding=1))
            self.alpha = self.params.get("alpha", shape=(3,), init="zeros")

    def hybrid_forward(self, F, x, alpha):
        weights = F.split(F.softmax(alpha), num_outputs=len(self.ops), axis=0)
        outs = [F.broadcast_mul(op(x), w.reshape((1, 1, 1, 1))) for op, w in zip(self.ops, weights)]
        return F.add_n(*outs)


class Net(MixedOp):
    pass
