"""CQL penalty with the sampled actions per state read off the inputs, `r = rand_act.shape[0] //
obs.shape[0]` (the PyTorch port's `num_repeat = actions.shape[0] // obs.shape[0]`), for the tiling and
the (B, R) regrouping."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (6, 2)]


class ShapeRepeatPenalty(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.q = nn.HybridSequential()
            self.q.add(nn.Dense(8, activation="relu"), nn.Dense(1))

    def hybrid_forward(self, F, obs, act, rand_act):
        r = rand_act.shape[0] // obs.shape[0]
        q_rand = self.q(F.concat(F.repeat(obs, repeats=r, axis=0), rand_act, dim=1)).reshape((-1, r))
        lse = F.log(F.exp(q_rand).sum(axis=1, keepdims=True))
        return (lse - self.q(F.concat(obs, act, dim=1))).mean()


Net = ShapeRepeatPenalty
