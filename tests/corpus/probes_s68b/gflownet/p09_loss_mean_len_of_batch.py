"""Trajectory balance averaged by hand: the summed squared residuals divided by `len(log_r)`, the
number of trajectories."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3), (4,)]


class LenMeanTB(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.log_z = self.params.get("log_z", shape=(1,), init="ones")

    def hybrid_forward(self, F, log_pf, log_pb, log_r, log_z):
        delta = F.broadcast_add(log_z, F.sum(log_pf, axis=1)) - log_r - F.sum(log_pb, axis=1)
        return F.sum(F.square(delta)) / len(log_r)


Net = LenMeanTB
