"""Stacked recurrent-style layers keep nested [h, c] lists, one per layer, updated in a loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.layers = nn.HybridSequential()
        for _ in range(2):
            self.layers.add(nn.Dense(4))

    def hybrid_forward(self, F, x):
        states = [[F.zeros_like(x), F.ones_like(x)] for _ in range(len(self.layers))]
        out = x
        for i, layer in enumerate(self.layers):
            h, c = states[i]
            c = c * F.sigmoid(layer(out)) + h
            h = F.tanh(c)
            states[i] = [h, c]
            out = h
        return out, states[-1][1]
