"""Split token features into heads and merge them back after a per-head scale."""
from mxnet.gluon import nn

INPUTS = [(2, 5, 12)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.mix = nn.Dense(12, flatten=False)

    def hybrid_forward(self, F, seq):
        seq = self.mix(seq)
        batch, steps, width = seq.shape
        parts = seq.reshape((batch, steps, 3, width // 3))
        parts = F.softmax(parts, axis=-1)
        return parts.reshape((batch, steps, width))
