"""Memory Parameter (S, W) tiled to the batch with `F.tile(memory.expand_dims(0), reps=(x.shape[0], 1, 1))` before `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8)]


class Net(HybridBlock):
    def __init__(self, slots=6, word=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.query = nn.Dense(word, in_units=8)
            self.memory = self.params.get("memory", shape=(slots, word), init="xavier")

    def hybrid_forward(self, F, x, memory):
        mem = F.tile(memory.expand_dims(0), reps=(x.shape[0], 1, 1))
        q = self.query(x).expand_dims(2)
        attn = F.softmax(F.batch_dot(mem, q).reshape((0, -1)))
        return F.batch_dot(attn.expand_dims(1), mem).reshape((0, -1))
