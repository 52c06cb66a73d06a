"""DeepAR's prediction loop over the horizon: the encoder's state carried into an LSTM cell whose
state starts from `begin_state(batch_size=past.shape[0])`, the last observed value `past[:, -1:]`
fed in, and each step's mean fed back as the next input (the point forecast), concatenated."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, horizon=3, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.horizon = horizon
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=1)
            self.proj = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, past):
        state = self.cell.begin_state(batch_size=past.shape[0], func=F.zeros)
        for t in range(past.shape[1]):
            _, state = self.cell(past[:, t:t + 1], state)
        inp = past[:, -1:]
        outs = []
        for _ in range(self.horizon):
            h, state = self.cell(inp, state)
            inp = self.proj(h)
            outs.append(inp)
        return F.concat(*outs, dim=1)
