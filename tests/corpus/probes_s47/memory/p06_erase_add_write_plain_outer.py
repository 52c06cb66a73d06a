"""NTM write that forms the erase outer product with plain `*` of (N, S, 1) and (N, 1, W)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2, 5, 4)]


class Net(HybridBlock):
    def __init__(self, slots=5, word=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.address = nn.Dense(slots, in_units=6)
            self.erase = nn.Dense(word, activation="sigmoid", in_units=6)
            self.add = nn.Dense(word, activation="tanh", in_units=6)

    def hybrid_forward(self, F, ctrl, memory):
        w = F.softmax(self.address(ctrl)).expand_dims(2)
        e = self.erase(ctrl).expand_dims(1)
        a = self.add(ctrl).expand_dims(1)
        return memory * (1 - w * e) + F.batch_dot(w, a)
