"""Fusion that lifts the question vector to rank 3 with `q.reshape((q.shape[0], 1, -1))` before a `broadcast_mul` with the region features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 9, 8), (2, 8)]


class Net(HybridBlock):
    def __init__(self, dim=8, num_answers=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(num_answers, in_units=dim)

    def hybrid_forward(self, F, v, q):
        joint = F.broadcast_mul(v, q.reshape((q.shape[0], 1, -1)))
        return self.head(F.max(joint, axis=1))
