"""A per-step gate (N, T) reshaped to (0, 0, 1) times the (N, T, D) sequence with `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.score = nn.Dense(1, flatten=False, in_units=5)

    def hybrid_forward(self, F, seq):
        keep = F.sigmoid(self.score(seq).reshape((0, 0)))
        return seq * keep.reshape((0, 0, 1))
