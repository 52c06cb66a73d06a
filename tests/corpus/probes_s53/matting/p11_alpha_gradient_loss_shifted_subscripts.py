"""Alpha gradient loss with finite differences by shifted subscripts `a[:, :, 1:, :] - a[:, :, :-1, :]` in a legacy-mode block."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class GradientLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.body = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, img, gt):
        pred = F.sigmoid(self.body(img))
        dp = pred[:, :, 1:, :] - pred[:, :, :-1, :]
        dg = gt[:, :, 1:, :] - gt[:, :, :-1, :]
        return F.mean(F.abs(dp - dg))


Net = GradientLoss
