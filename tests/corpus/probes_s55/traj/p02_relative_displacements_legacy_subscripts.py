"""Trajectory encoder whose relative displacements are `obs[:, 1:] - obs[:, :-1]`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 8, 2)]


class TrajEncoder(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.embed = nn.Dense(hidden, flatten=False, activation="relu", in_units=2)
            self.encoder = rnn.GRU(hidden, layout="NTC", input_size=hidden)

    def hybrid_forward(self, F, obs):
        rel = obs[:, 1:] - obs[:, :-1]
        return self.encoder(self.embed(rel))


Net = TrajEncoder
