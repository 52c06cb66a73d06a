"""CQL penalty where the log-sum-exp is reduced without keepdims, `lse = F.log(F.exp(q_cat).sum(axis=1))`
(B,), and the data Q is the head's (B, 1) column: `lse - q_data` with a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 2), (6, 2)]


class VectorMinusColumn(HybridBlock):
    def __init__(self, num_samples=3, **kwargs):
        super().__init__(**kwargs)
        self._r = num_samples
        with self.name_scope():
            self.q = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, obs, act, rand_act):
        q_cat = self.q(F.concat(F.repeat(obs, repeats=self._r, axis=0), rand_act, dim=1)).reshape((-1, self._r))
        lse = F.log(F.exp(q_cat).sum(axis=1))
        q_data = self.q(F.concat(obs, act, dim=1))
        return (lse - q_data).mean()


Net = VectorMinusColumn
