"""ALBEF-style model hierarchy: the base block builds in-batch one-hot targets by `F.eye` of the constructor's batch size and calls `self.itc_loss(F, sim, targets)`; a subclass overrides `itc_loss` with label smoothing `targets * (1 - eps) + eps / n` (python scalars) -- all (N, N)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 8), (3, 8)]


class BaseITC(HybridBlock):
    def __init__(self, dim=8, embed=6, batch=3, **kwargs):
        super(BaseITC, self).__init__(**kwargs)
        self._b = batch
        with self.name_scope():
            self.img = nn.Dense(embed, in_units=dim)
            self.txt = nn.Dense(embed, in_units=dim)

    def itc_loss(self, F, sim, targets):
        return -F.mean(F.sum(F.log_softmax(sim, axis=1) * targets, axis=1))

    def hybrid_forward(self, F, image, text):
        sim = F.dot(F.L2Normalization(self.img(image)), F.L2Normalization(self.txt(text)), transpose_b=True) / 0.07
        return self.itc_loss(F, sim, F.eye(self._b))


class SmoothedITC(BaseITC):
    def __init__(self, eps=0.1, **kwargs):
        super(SmoothedITC, self).__init__(**kwargs)
        self._eps = eps

    def itc_loss(self, F, sim, targets):
        soft = targets * (1 - self._eps) + self._eps / self._b
        return super(SmoothedITC, self).itc_loss(F, sim, soft)


Net = SmoothedITC
