"""SimCLR symmetric loss accumulated the PyTorch way: `loss = ce(z1, z2)` then `loss += ce(z2, z1)` through a helper method returning a tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class SymmetricLoss(HybridBlock):
    def __init__(self, in_units=16, out_dim=8, temperature=0.5, **kwargs):
        super(SymmetricLoss, self).__init__(**kwargs)
        self._t = temperature
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=in_units)

    def _ce(self, F, a, b):
        logits = F.dot(a, b, transpose_b=True) / self._t
        return -F.log_softmax(logits, axis=1).mean()

    def hybrid_forward(self, F, x1, x2):
        z1 = F.L2Normalization(self.proj(x1), mode="instance")
        z2 = F.L2Normalization(self.proj(x2), mode="instance")
        loss = self._ce(F, z1, z2)
        loss += self._ce(F, z2, z1)
        return loss / 2


Net = SymmetricLoss
