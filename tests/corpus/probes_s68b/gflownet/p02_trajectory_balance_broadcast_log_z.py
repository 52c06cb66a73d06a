"""Trajectory balance loss: `(log Z + sum_t log PF - log R - sum_t log PB) ** 2`, the learned (1,) log Z
Parameter added to the (B,) per-trajectory sums by `broadcast_add`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3), (4,)]


class TrajectoryBalance(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.log_z = self.params.get("log_z", shape=(1,), init="zeros")

    def hybrid_forward(self, F, log_pf, log_pb, log_r, log_z):
        fwd = F.broadcast_add(log_z, F.sum(log_pf, axis=1))
        delta = fwd - log_r - F.sum(log_pb, axis=1)
        return F.mean(delta ** 2)


Net = TrajectoryBalance
