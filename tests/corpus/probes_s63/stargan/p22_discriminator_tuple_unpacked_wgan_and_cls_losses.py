"""StarGAN discriminator loss: a child returning `(out_src, out_cls)` unpacked in the parent, the WGAN terms `-mean(out_src_real) + mean(out_src_fake)` and a softmax cross-entropy domain loss on integer labels, weighted by a python `lambda_cls`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8), (2,)]


class TwoHeadD(HybridBlock):
    def __init__(self, c_dim, **kwargs):
        super(TwoHeadD, self).__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(4, 4, strides=2, padding=1, in_channels=3)
            self.src = nn.Conv2D(1, 3, padding=1, in_channels=4)
            self.cls = nn.Conv2D(c_dim, 4, in_channels=4)

    def hybrid_forward(self, F, x):
        h = F.LeakyReLU(self.body(x), slope=0.01)
        return self.src(h), self.cls(h).reshape((0, -1))


class DLoss(HybridBlock):
    def __init__(self, c_dim=3, lambda_cls=1.0, **kwargs):
        super(DLoss, self).__init__(**kwargs)
        self._c, self._lcls = c_dim, lambda_cls
        with self.name_scope():
            self.D = TwoHeadD(c_dim)

    def hybrid_forward(self, F, real, fake, lab_raw):
        labels = F.floor((lab_raw + 1) * 0.5 * (self._c - 1e-3))
        out_src, out_cls = self.D(real)
        fake_src, _ = self.D(F.BlockGrad(fake))
        cls_loss = F.softmax_cross_entropy(out_cls, labels) / 2
        return -F.mean(out_src) + F.mean(fake_src) + self._lcls * cls_loss


Net = DLoss
