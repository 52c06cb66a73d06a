"""ALBEF momentum distillation targets: `alpha * softmax(sim_m) + (1 - alpha) * sim_targets` where the one-hot targets are `F.eye(batch, batch + queue)` of python sizes from the constructor, and the ITC loss `-sum(log_softmax(sim) * targets, axis=1).mean()` -- every operand (N, N + K)."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 8), (3, 8)]


class DistilledTargets(HybridBlock):
    def __init__(self, batch=3, queue_size=5, alpha=0.4, **kwargs):
        super(DistilledTargets, self).__init__(**kwargs)
        self._b, self._k, self._alpha = batch, queue_size, alpha

    def hybrid_forward(self, F, sim, sim_m):
        targets = F.eye(self._b, self._b + self._k)
        soft = self._alpha * F.softmax(F.stop_gradient(sim_m), axis=1) + (1 - self._alpha) * targets
        return -F.mean(F.sum(F.log_softmax(sim, axis=1) * soft, axis=1))


Net = DistilledTargets
