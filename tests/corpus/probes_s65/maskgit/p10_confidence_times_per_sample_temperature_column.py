"""MaskGIT choice temperature annealed per sample as a column: `conf = F.log(max_p) + temp * gumbel` with `temp` an (N, 1) keepdims ratio of masked tokens and `gumbel` the (N, L) noise input -- plain `*` of (N, 1) and (N, L), which a Symbol refuses."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8), (2, 6), (2, 6)]


class ColumnTemperature(HybridBlock):
    def __init__(self, codebook=8, d=8, temperature=4.5, **kwargs):
        super(ColumnTemperature, self).__init__(**kwargs)
        self._t = temperature
        with self.name_scope():
            self.head = nn.Dense(codebook, in_units=d, flatten=False)

    def hybrid_forward(self, F, h, mask_raw, gumbel):
        max_p = F.max(F.softmax(self.head(h), axis=-1), axis=-1)
        masked = mask_raw > 0
        temp = self._t * F.mean(masked, axis=1, keepdims=True)
        return F.log(max_p) + temp * gumbel


Net = ColumnTemperature
