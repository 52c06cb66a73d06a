"""Goal-conditioned predictor: the (N, 2) goal repeated over the observed time axis by `broadcast_like` with axes, concatenated with the displacements on the feature axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 2), (3, 2)]


class GoalConditioned(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(hidden, flatten=False, activation="relu", in_units=4)
            self.out = nn.Dense(2, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, obs, goal):
        to_goal = F.broadcast_like(F.expand_dims(goal, axis=1), obs, lhs_axes=(1,), rhs_axes=(1,))
        feats = self.proj(F.concat(obs, to_goal - obs, dim=2))
        return self.out(feats)


Net = GoalConditioned
