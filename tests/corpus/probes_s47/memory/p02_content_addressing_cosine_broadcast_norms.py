"""Content addressing whose cosine normaliser multiplies slot norms (N, S) by key norms (N, 1) with `broadcast_mul` before dividing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, word=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key = nn.Dense(word, in_units=6)

    def hybrid_forward(self, F, ctrl, memory):
        k = self.key(ctrl)
        dot = F.batch_dot(memory, k.expand_dims(2)).reshape((0, -1))
        norms = F.broadcast_mul(F.norm(memory, axis=2), F.norm(k, axis=1, keepdims=True))
        w = F.softmax(dot / (norms + 1e-8), axis=1)
        return F.batch_dot(w.expand_dims(1), memory).reshape((0, -1))
