"""StarGAN generator losses: translate to the target domain and back with the same generator child, the L1 reconstruction `abs(x_rec - x).mean()` weighted by a python `lambda_rec`, plus a domain classification BCE through a `SigmoidBinaryCrossEntropyLoss` child on the (N, c) head and the 0/1 target labels."""
from mxnet.gluon import HybridBlock, loss, nn

INPUTS = [(2, 3, 8, 8), (2, 4), (2, 4)]


class TinyG(HybridBlock):
    def __init__(self, c_dim, **kwargs):
        super(TinyG, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3 + c_dim)

    def hybrid_forward(self, F, x, c):
        c_map = F.broadcast_like(c.reshape((0, 0, 1, 1)), x, lhs_axes=(2, 3), rhs_axes=(2, 3))
        return F.tanh(self.conv(F.concat(x, c_map, dim=1)))


class CycleLoss(HybridBlock):
    def __init__(self, c_dim=4, lambda_rec=10.0, **kwargs):
        super(CycleLoss, self).__init__(**kwargs)
        self._lrec = lambda_rec
        with self.name_scope():
            self.gen = TinyG(c_dim)
            self.cls = nn.Dense(c_dim, in_units=3 * 8 * 8)
            self.bce = loss.SigmoidBinaryCrossEntropyLoss()

    def hybrid_forward(self, F, x, org_raw, trg_raw):
        c_org, c_trg = org_raw > 0, trg_raw > 0
        fake = self.gen(x, c_trg)
        rec = self.gen(fake, c_org)
        cls_loss = self.bce(self.cls(fake), c_trg).mean()
        return cls_loss + self._lrec * F.abs(rec - x).mean()


Net = CycleLoss
