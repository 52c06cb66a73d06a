"""Masked reconstruction error divided by the number of observed entries read with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 5, 3)]


class MaskedReconstruction(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.ae = nn.Dense(3, flatten=False, in_units=3)

    def hybrid_forward(self, F, x, mask_in):
        m = F.cast(mask_in > 0, "float32")
        x_hat = self.ae(x * m)
        observed = F.sum(m).asscalar()
        return F.sum(F.abs(x - x_hat) * m) / max(observed, 1.0)


Net = MaskedReconstruction
