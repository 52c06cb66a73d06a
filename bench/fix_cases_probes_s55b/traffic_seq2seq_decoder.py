"""DCRNN-style decoder: the encoder's last observation `x[:, -1]` starts the decoding, a hand-written GRU cell from zeros of the batch runs over the horizon, each step's prediction fed back."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, nodes=5, hidden=6, horizon=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden, self.horizon = hidden, horizon
        with self.name_scope():
            self.gates = nn.Dense(2 * hidden, in_units=nodes + hidden)
            self.cand = nn.Dense(hidden, in_units=nodes + hidden)
            self.out = nn.Dense(nodes, in_units=hidden)

    def hybrid_forward(self, F, x):
        h = F.zeros((x.shape[0], self.hidden))
        inp = x[:, -1]
        preds = []
        for _ in range(self.horizon):
            z, r = F.split(F.sigmoid(self.gates(F.concat(inp, h, dim=1))), num_outputs=2, axis=1)
            c = F.tanh(self.cand(F.concat(inp, r * h, dim=1)))
            h = z * h + (1 - z) * c
            inp = self.out(h)
            preds.append(inp)
        return F.stack(*preds, axis=1)
