"""Center head with a sanity check on its output: `assert F.min(heat) >= 0` after the sigmoid."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class CheckedCenter(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.center = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, feat):
        heat = F.sigmoid(self.center(feat))
        assert F.min(heat) >= 0
        return heat


Net = CheckedCenter
