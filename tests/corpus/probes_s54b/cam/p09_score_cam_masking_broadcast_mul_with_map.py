"""Score-CAM-style masking: the image multiplied by its `(N, 1, H, W)` sigmoid saliency map with `F.broadcast_mul`, the masked image re-scored by a small net."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class MaskedRescore(HybridBlock):
    def __init__(self, classes=4, **kwargs):
        super(MaskedRescore, self).__init__(**kwargs)
        with self.name_scope():
            self.saliency = nn.Conv2D(1, 3, padding=1)
            self.scorer = nn.HybridSequential()
            self.scorer.add(nn.Conv2D(8, 3, padding=1, activation="relu"), nn.GlobalAvgPool2D(), nn.Dense(classes))

    def hybrid_forward(self, F, img):
        mask = F.sigmoid(self.saliency(img))
        return self.scorer(F.broadcast_mul(img, mask))


Net = MaskedRescore
