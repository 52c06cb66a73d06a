"""Multi-head DKVMN read summing the heads' reads with `read += ...` over a python list of key memories."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6)]


class MultiHeadRead(HybridBlock):
    def __init__(self, key_dim=6, value_dim=4, slots=5, heads=2, **kwargs):
        super().__init__(**kwargs)
        self.heads = heads
        with self.name_scope():
            self.keys = nn.HybridSequential()
            for _ in range(heads):
                self.keys.add(nn.Dense(slots, use_bias=False, in_units=key_dim))
            self.value_memory = self.params.get("value_memory", shape=(slots, value_dim))

    def hybrid_forward(self, F, q, value_memory):
        read = F.dot(F.softmax(self.keys[0](q), axis=-1), value_memory)
        for h in range(1, self.heads):
            read += F.dot(F.softmax(self.keys[h](q), axis=-1), value_memory)
        return read / self.heads


Net = MultiHeadRead
