"""Two Dense(C, flatten=False) heads of one sequence, (N, T, C) each, a highway-style gate with `*` and `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.carry = nn.Dense(4, flatten=False, in_units=4)
            self.move = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, seq):
        t = F.sigmoid(self.carry(seq))
        return t * F.relu(self.move(seq)) + (1 - t) * seq
