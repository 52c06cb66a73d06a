"""SwAV loss over a stacked (V, N, d) crops tensor: split into views by `F.split(..., squeeze_axis=True)` (legal), but the loss divided by `len(crops)` -- `len()` of a tensor (1 once traced)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class LenCrops(HybridBlock):
    def __init__(self, dim=8, n_protos=6, n_crops=2, temperature=0.1, **kwargs):
        super(LenCrops, self).__init__(**kwargs)
        self.n_crops, self.t = n_crops, temperature
        with self.name_scope():
            self.protos = nn.Dense(n_protos, in_units=dim, use_bias=False)

    def hybrid_forward(self, F, crops):
        views = F.split(crops, num_outputs=self.n_crops, axis=0, squeeze_axis=True)
        scores = [self.protos(F.L2Normalization(v)) for v in views]
        q = F.BlockGrad(F.softmax(scores[0] / 0.05))
        total = -(q * F.log_softmax(scores[1] / self.t)).sum(axis=1).mean()
        return total / len(crops)


Net = LenCrops
