"""Learned lifting scheme: split even/odd with stepped `F.slice`, predict the odd samples from the even ones by a padded Conv1D, update the even ones from the detail with python coefficients."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class LiftingStep(HybridBlock):
    def __init__(self, channels=4, update_weight=0.5, **kwargs):
        super().__init__(**kwargs)
        self.update_weight = update_weight
        with self.name_scope():
            self.predict = nn.Conv1D(channels, kernel_size=3, padding=1, activation="tanh")
            self.update = nn.Conv1D(channels, kernel_size=3, padding=1, activation="tanh")

    def hybrid_forward(self, F, x):
        even = F.slice(x, begin=(None, None, 0), end=(None, None, None), step=(None, None, 2))
        odd = F.slice(x, begin=(None, None, 1), end=(None, None, None), step=(None, None, 2))
        detail = odd - self.predict(even)
        approx = even + self.update_weight * self.update(detail)
        return approx, detail


Net = LiftingStep
