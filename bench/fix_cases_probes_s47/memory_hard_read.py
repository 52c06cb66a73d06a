"""Hard memory addressing: the best-matching slot of each query is read back by its index."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, slots=6, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.memory = self.params.get('memory', shape=(slots, dim))
            self.query = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, x, memory):
        scores = F.dot(self.query(x), memory, transpose_b=True)
        address = F.argmax(scores, axis=1)
        return memory[address] + x
