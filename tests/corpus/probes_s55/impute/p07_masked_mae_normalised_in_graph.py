"""Masked reconstruction error divided by the observed count computed in the graph: `F.sum(|x - x_hat| * m) / (F.sum(m) + eps)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 5, 3)]


class MaskedReconstruction(HybridBlock):
    def __init__(self, eps=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.ae = nn.Dense(3, flatten=False, in_units=3)

    def hybrid_forward(self, F, x, mask_in):
        m = F.cast(mask_in > 0, "float32")
        x_hat = self.ae(x * m)
        return F.sum(F.abs(x - x_hat) * m) / (F.sum(m) + self.eps), x_hat


Net = MaskedReconstruction
