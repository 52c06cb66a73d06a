"""Recurrent trajectory decoder: an encoder loop over the observed steps, the LSTM state from zeros of the batch size, then a loop predicting displacements that are added to the last position and stacked along time."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 2)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=6, pred_len=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.hidden, self.pred_len = hidden, pred_len
        with self.name_scope():
            self.cell = rnn.LSTMCell(hidden, input_size=2)
            self.out = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, obs):
        state = [F.zeros((obs.shape[0], self.hidden)), F.zeros((obs.shape[0], self.hidden))]
        for t in range(obs.shape[1]):
            _, state = self.cell(obs[:, t], state)
        pos = obs[:, -1]
        outs = []
        for _ in range(self.pred_len):
            h, state = self.cell(pos, state)
            pos = pos + self.out(h)
            outs.append(pos.expand_dims(1))
        return F.concat(*outs, dim=1)
