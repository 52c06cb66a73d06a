"""Dreamer imagination rollout: the actor and the GRU dynamics stepped `self._horizon` times (a python int from the constructor), the imagined deterministic states collected in a list and stacked time-major by `F.stack(*states, axis=0)`; each step's latent is the prior mean (no sampling)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 4), (3, 6)]


class Imagine(HybridBlock):
    def __init__(self, horizon=5, stoch=4, deter=6, actions=2, **kwargs):
        super().__init__(**kwargs)
        self._horizon = horizon
        with self.name_scope():
            self.actor = nn.Dense(actions, activation="tanh")
            self.cell = rnn.GRUCell(deter)
            self.prior = nn.Dense(stoch)

    def hybrid_forward(self, F, stoch, deter):
        states = []
        for _ in range(self._horizon):
            feat = F.concat(stoch, deter, dim=-1)
            action = self.actor(F.BlockGrad(feat))
            deter, _ = self.cell(F.concat(stoch, action, dim=-1), [deter])
            stoch = self.prior(deter)
            states.append(deter)
        return F.stack(*states, axis=0)


Net = Imagine
