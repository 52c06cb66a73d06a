"""TD3 actor: a ReLU MLP whose last layer is squashed by `tanh` and scaled by `self.max_action`, a python float from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Actor(HybridBlock):
    def __init__(self, state_dim=6, action_dim=2, max_action=2.0, **kwargs):
        super(Actor, self).__init__(**kwargs)
        self.max_action = max_action
        with self.name_scope():
            self.l1 = nn.Dense(16, in_units=state_dim, activation="relu")
            self.l2 = nn.Dense(16, in_units=16, activation="relu")
            self.l3 = nn.Dense(action_dim, in_units=16)

    def hybrid_forward(self, F, state):
        return self.max_action * F.tanh(self.l3(self.l2(self.l1(state))))


Net = Actor
