"""Alpha loss over the unknown region divided by the unknown pixel count kept as a tensor, `F.sum(unknown) + eps`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class UnknownAlphaLoss(HybridBlock):
    def __init__(self, eps=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.body = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, img, trimap):
        pred = F.sigmoid(self.body(img))
        gt = (trimap + 1) / 2
        unknown = (trimap > -0.5) * (trimap < 0.5)
        diff = F.sqrt(F.square(pred - gt) + self.eps ** 2)
        return F.sum(diff * unknown) / (F.sum(unknown) + self.eps)


Net = UnknownAlphaLoss
