"""An LSTM-cell style state kept as a list [h, c], unpacked and rebuilt every step."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.i2h = nn.Dense(8)

    def _step(self, F, x, states):
        h, c = states
        gates = self.i2h(x) + F.concat(h, h, dim=1)
        i, g = F.split(gates, num_outputs=2, axis=1)
        c = c * F.sigmoid(i) + F.tanh(g)
        return F.tanh(c), [F.tanh(c), c]

    def hybrid_forward(self, F, x):
        states = [F.zeros_like(x), F.zeros_like(x)]
        outs = []
        for _ in range(2):
            out, states = self._step(F, x, states)
            outs.append(out)
        return F.concat(*outs, dim=1), states[-1]
