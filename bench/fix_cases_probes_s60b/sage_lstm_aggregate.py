"""GraphSAGE's LSTM aggregator: the sampled neighbours `(N, S, D)` read by an LSTM, the last step taken by `out.slice_axis(axis=1, begin=out.shape[1] - 1, end=None)`, squeezed, concatenated with the self features and projected."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 4), (3, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, hidden=3, out=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout='NTC', input_size=d)
            self.fc = nn.Dense(out, in_units=d + hidden)

    def hybrid_forward(self, F, self_feats, neigh):
        out = self.lstm(neigh)
        last = out.slice_axis(axis=1, begin=out.shape[1] - 1, end=None).squeeze(axis=1)
        return F.relu(self.fc(F.concat(self_feats, last, dim=1)))
