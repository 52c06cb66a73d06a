"""DIEN auxiliary loss summed over time steps with `aux_loss += step_loss`, `aux_loss` starting as the python number 0.0 (the first `+=` makes it a tensor; the second one is a tensor's `+=`)."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6), (2, 4, 6)]


class StepwiseAuxLoss(HybridBlock):
    def __init__(self, steps=4, **kwargs):
        super().__init__(**kwargs)
        self._steps = steps

    def hybrid_forward(self, F, states, clicks):
        hs = F.split(states, num_outputs=self._steps, axis=1, squeeze_axis=True)
        es = F.split(clicks, num_outputs=self._steps, axis=1, squeeze_axis=True)
        aux_loss = 0.0
        for t in range(self._steps - 1):
            logit = F.sum(hs[t] * es[t + 1], axis=1)
            aux_loss += F.mean(-F.log(F.sigmoid(logit) + 1e-8))
        return aux_loss / (self._steps - 1)


Net = StepwiseAuxLoss
