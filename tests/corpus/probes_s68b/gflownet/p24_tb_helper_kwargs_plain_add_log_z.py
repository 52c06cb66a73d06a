"""Trajectory balance in a module helper taking the trajectory by keyword, `tb_loss(F, log_z, **traj)`:
`log_z + F.sum(traj["log_pf"], axis=1)`, a plain `+` of the (1,) log Z and the (B,) sum."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3), (4,)]


def tb_loss(F, log_z, **traj):
    delta = log_z + F.sum(traj["log_pf"], axis=1) - traj["log_r"] - F.sum(traj["log_pb"], axis=1)
    return F.mean(F.square(delta))


class KwargsTB(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.log_z = self.params.get("log_z", shape=(1,), init="zeros")

    def hybrid_forward(self, F, log_pf, log_pb, log_r, log_z):
        return tb_loss(F, log_z, log_pf=log_pf, log_pb=log_pb, log_r=log_r)


Net = KwargsTB
