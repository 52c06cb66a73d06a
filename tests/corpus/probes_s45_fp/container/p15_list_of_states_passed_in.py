"""A python list of state tensors built with F.zeros_like, updated in place by index in a loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self, layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cells = nn.HybridSequential()
            for _ in range(layers):
                self.cells.add(nn.Dense(4, in_units=4))

    def hybrid_forward(self, F, x):
        states = [F.zeros_like(x) for _ in self.cells]
        h = x
        for i, cell in enumerate(self.cells):
            states[i] = F.tanh(cell(h) + states[i])
            h = states[i]
        return h, states[-1]
