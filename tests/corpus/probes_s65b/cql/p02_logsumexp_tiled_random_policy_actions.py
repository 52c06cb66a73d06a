"""CQL(H) penalty: each state tiled per sampled action (`F.repeat(obs, repeats=R, axis=0)`, R the
constructor's sample count), Q of the R random and R policy actions per state reshaped to (B, R) by
`reshape((-1, R))`, concatenated to (B, 2R), log-sum-exp stabilised by `broadcast_sub` of the keepdims
max, the data Q subtracted, the mean taken."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (6, 2), (6, 2)]


class CqlPenalty(HybridBlock):
    def __init__(self, num_samples=3, **kwargs):
        super().__init__(**kwargs)
        self._r = num_samples
        with self.name_scope():
            self.q = nn.HybridSequential()
            self.q.add(nn.Dense(8, activation="relu"), nn.Dense(1))

    def hybrid_forward(self, F, obs, act, rand_act, pi_act):
        obs_rep = F.repeat(obs, repeats=self._r, axis=0)
        q_rand = self.q(F.concat(obs_rep, rand_act, dim=1)).reshape((-1, self._r))
        q_pi = self.q(F.concat(obs_rep, pi_act, dim=1)).reshape((-1, self._r))
        cat = F.concat(q_rand, q_pi, dim=1)
        m = cat.max(axis=1, keepdims=True)
        lse = F.log(F.broadcast_sub(cat, m).exp().sum(axis=1, keepdims=True)) + m
        return (lse - self.q(F.concat(obs, act, dim=1))).mean()


Net = CqlPenalty
