"""GraphSAGE LSTM aggregator with the last step read as in the PyTorch code, `out[:, -1, :]`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(8, 5), (3, 4)]


class SubscriptLSTMAggregator(HybridBlock):
    def __init__(self, num_nodes=8, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.num_nodes = num_nodes
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC")
            self.fc = nn.Dense(hidden, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        out = self.lstm(F.take(feats, idx))
        return self.fc(out[:, -1, :])


Net = SubscriptLSTMAggregator
