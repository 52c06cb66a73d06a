"""DKVMN read: correlation weights by softmax over key-memory slots (`F.dot` with `transpose_b`), value memory read by `F.dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class DKVMNRead(HybridBlock):
    def __init__(self, key_dim=6, value_dim=4, slots=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.key_memory = self.params.get("key_memory", shape=(slots, key_dim))
            self.value_memory = self.params.get("value_memory", shape=(slots, value_dim))
            self.summary = nn.Dense(4, activation="tanh", in_units=value_dim + key_dim)
            self.pred = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, q, key_memory, value_memory):
        w = F.softmax(F.dot(q, key_memory, transpose_b=True), axis=-1)   # (N, slots)
        read = F.dot(w, value_memory)                                     # (N, value_dim)
        return F.sigmoid(self.pred(self.summary(F.concat(read, q, dim=1))))


Net = DKVMNRead
