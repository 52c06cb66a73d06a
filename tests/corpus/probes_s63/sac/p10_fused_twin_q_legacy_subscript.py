"""SAC critic with one fused Dense(2) for both Q heads, read as `q[:, 0:1]` and `q[:, 1:2]` as in the PyTorch port -- legacy subscripts of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 2)]


class FusedTwinQ(HybridBlock):
    def __init__(self, obs_dim=6, act_dim=2, hidden=8, **kwargs):
        super(FusedTwinQ, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Dense(hidden, in_units=obs_dim + act_dim, activation="relu")
            self.q = nn.Dense(2, in_units=hidden)

    def hybrid_forward(self, F, obs, act):
        q = self.q(self.body(F.concat(obs, act, dim=-1)))
        return F.minimum(q[:, 0:1], q[:, 1:2])


Net = FusedTwinQ
