"""NTM write: memory * (1 - w e^T) + w a^T with the outer products from `batch_dot` of (N, S, 1) and (N, 1, W)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 5, 4)]


class WriteHead(HybridBlock):
    def __init__(self, slots=5, word=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.address = nn.Dense(slots, in_units=6)
            self.erase = nn.Dense(word, activation="sigmoid", in_units=6)
            self.add = nn.Dense(word, activation="tanh", in_units=6)

    def hybrid_forward(self, F, ctrl, memory):
        w = F.softmax(self.address(ctrl)).expand_dims(2)                  # (N, S, 1)
        erase = F.batch_dot(w, self.erase(ctrl).expand_dims(1))           # (N, S, W)
        add = F.batch_dot(w, self.add(ctrl).expand_dims(1))
        return memory * (1 - erase) + add


class Net(WriteHead):
    pass
