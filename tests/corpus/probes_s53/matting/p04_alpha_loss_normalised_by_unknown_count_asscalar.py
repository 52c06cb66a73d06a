"""Alpha loss over the unknown region normalised by the number of unknown pixels, read as a python float with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class UnknownAlphaLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, img, trimap):
        pred = F.sigmoid(self.body(img))
        gt = (trimap + 1) / 2
        unknown = (trimap > -0.5) * (trimap < 0.5)
        count = unknown.sum().asscalar() + 1.0
        return F.sum(F.abs(pred - gt) * unknown) / count


Net = UnknownAlphaLoss
