"""An MDN-RNN rolled out step by step with an LSTMCell (as the dream rollout does): the begin state made by `begin_state(batch_size=z.shape[0])`, the latent and action of each step `z[:, t]`, `a[:, t]` read in a python loop over `z.shape[1]`, the hidden states stacked over time."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 4, 3), (2, 4, 2)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=5)
            self.out = nn.Dense(3, in_units=hidden)

    def hybrid_forward(self, F, z, a):
        states = self.cell.begin_state(batch_size=z.shape[0], func=F.zeros)
        outs = []
        for t in range(z.shape[1]):
            h, states = self.cell(F.concat(z[:, t], a[:, t], dim=1), states)
            outs.append(self.out(h))
        return F.stack(*outs, axis=1)
