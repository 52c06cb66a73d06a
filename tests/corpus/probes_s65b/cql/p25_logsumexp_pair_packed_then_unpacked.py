"""CQL log-sum-exp whose stabiliser travels in a tuple: `pair = (q_cat, q_cat.max(axis=1, keepdims=True))`
built once, unpacked `q, m = pair` where the sum is taken, and `F.exp(q - m)` with a plain `-` of (B, 2R)
and (B, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (6, 2), (6, 2)]


class PackedLogSumExp(HybridBlock):
    def __init__(self, num_samples=3, **kwargs):
        super().__init__(**kwargs)
        self._r = num_samples
        with self.name_scope():
            self.q = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, obs, rand_act, pi_act):
        obs_rep = F.repeat(obs, repeats=self._r, axis=0)
        q_cat = F.concat(*[self.q(F.concat(obs_rep, a, dim=1)).reshape((-1, self._r)) for a in (rand_act, pi_act)], dim=1)
        pair = (q_cat, q_cat.max(axis=1, keepdims=True))
        q, m = pair
        return F.log(F.exp(q - m).sum(axis=1)) + m.reshape((-1,))


Net = PackedLogSumExp
