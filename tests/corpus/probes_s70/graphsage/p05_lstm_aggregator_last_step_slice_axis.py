"""GraphSAGE LSTM aggregator: the gathered neighbours (n1, K, C) fed to `rnn.LSTM(layout='NTC')`, the
last step's output taken by `slice_axis(axis=1, begin=-1, end=None)` and `reshape((0, -1))`, concatenated
with the targets' features (the first n1 rows, n1 from the constructor)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(8, 5), (3, 4)]


class LSTMAggregator(HybridBlock):
    def __init__(self, num_nodes=8, num_targets=3, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes, self.num_targets = num_nodes, num_targets
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC")
            self.fc = nn.Dense(hidden, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        out = self.lstm(F.take(feats, idx))
        last = F.slice_axis(out, axis=1, begin=-1, end=None).reshape((0, -1))
        self_feats = F.slice_axis(feats, axis=0, begin=0, end=self.num_targets)
        return self.fc(F.concat(self_feats, last, dim=1))


Net = LSTMAggregator
