"""CQL log-sum-exp over the (B, 2R) Q values of sampled actions written with plain operators:
`F.exp(cat - m)` where `m = cat.max(axis=1, keepdims=True)` is (B, 1)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (6, 2), (6, 2)]


class PlainLogSumExp(HybridBlock):
    def __init__(self, num_samples=3, **kwargs):
        super().__init__(**kwargs)
        self._r = num_samples
        with self.name_scope():
            self.q = nn.HybridSequential()
            self.q.add(nn.Dense(8, activation="relu"), nn.Dense(1))

    def hybrid_forward(self, F, obs, rand_act, pi_act):
        obs_rep = F.repeat(obs, repeats=self._r, axis=0)
        qs = [self.q(F.concat(obs_rep, a, dim=1)).reshape((-1, self._r)) for a in (rand_act, pi_act)]
        cat = F.concat(*qs, dim=1)
        m = cat.max(axis=1, keepdims=True)
        return F.log(F.exp(cat - m).sum(axis=1)) + m.reshape((-1,))


Net = PlainLogSumExp
