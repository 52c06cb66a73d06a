"""YOLACT mask coefficients per head: `parts = F.split(coef, num_outputs=self._heads, axis=1)` and a loop `for i in range(len(parts))` -- `len` of a python list of split outputs, the same count eagerly and traced."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class HeadwiseCoefficients(HybridBlock):
    def __init__(self, channels=8, num_protos=4, heads=2, **kwargs):
        super().__init__(**kwargs)
        self._heads = heads
        self._k = num_protos
        with self.name_scope():
            self.coef = nn.Conv2D(heads * num_protos, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        parts = F.split(F.tanh(self.coef(x)), num_outputs=self._heads, axis=1)
        outs = []
        for i in range(len(parts)):
            outs.append(parts[i].transpose((0, 2, 3, 1)).reshape((0, -1, self._k)))
        return F.concat(*outs, dim=1)


Net = HeadwiseCoefficients
