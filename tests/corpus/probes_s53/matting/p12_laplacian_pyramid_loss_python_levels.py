"""Laplacian pyramid alpha loss over a python level count: average-pool down, nearest up-sample, band-pass differences, level losses weighted by python powers of two."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 1, 8, 8)]


class LaplacianLoss(HybridBlock):
    def __init__(self, levels=3, **kwargs):
        super().__init__(**kwargs)
        self.levels = levels
        with self.name_scope():
            self.body = nn.Conv2D(1, 3, padding=1)

    def pyramid(self, F, a):
        bands = []
        for _ in range(self.levels - 1):
            down = F.Pooling(a, kernel=(2, 2), stride=(2, 2), pool_type="avg")
            bands.append(a - F.UpSampling(down, scale=2, sample_type="nearest"))
            a = down
        return bands + [a]

    def hybrid_forward(self, F, img, gt):
        pred = F.sigmoid(self.body(img))
        loss = 0
        for i, (p, g) in enumerate(zip(self.pyramid(F, pred), self.pyramid(F, gt))):
            loss = loss + (2 ** i) * F.mean(F.abs(p - g))
        return loss


Net = LaplacianLoss
