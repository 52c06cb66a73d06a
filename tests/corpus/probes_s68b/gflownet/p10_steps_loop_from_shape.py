"""Sub-trajectory sums accumulated step by step, the number of steps read from `log_pf.shape[1]`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3), (4, 3), (4,)]


class StepLoopTB(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.log_z = self.params.get("log_z", shape=(1,), init="zeros")

    def hybrid_forward(self, F, log_pf, log_pb, log_r, log_z):
        total = F.zeros_like(log_r)
        for t in range(log_pf.shape[1]):
            step = F.slice_axis(log_pf, axis=1, begin=t, end=t + 1) - F.slice_axis(log_pb, axis=1, begin=t, end=t + 1)
            total = total + step.reshape((-1,))
        return F.mean(F.square(F.broadcast_add(log_z, total) - log_r))


Net = StepLoopTB
