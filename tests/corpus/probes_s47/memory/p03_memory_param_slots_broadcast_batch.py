"""Memory bank as a Parameter (S, W) shared by the batch: read by attention `F.dot(query, memory, transpose_b=True)`, softmax over slots and `F.dot` back."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class MemoryBank(HybridBlock):
    def __init__(self, slots=6, word=4, **kwargs):
        super().__init__(**kwargs)
        self._scale = 1.0 / math.sqrt(word)
        with self.name_scope():
            self.query = nn.Dense(word, in_units=8)
            self.memory = self.params.get("memory", shape=(slots, word), init="xavier")

    def hybrid_forward(self, F, x, memory):
        attn = F.softmax(F.dot(self.query(x), memory, transpose_b=True) * self._scale, axis=-1)
        return F.dot(attn, memory)


class Net(MemoryBank):
    pass
