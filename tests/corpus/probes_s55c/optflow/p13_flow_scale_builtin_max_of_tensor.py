"""Flow head that divides by the largest displacement, floored with the python builtin: `scale = max(F.max(F.abs(flow)), 1e-3)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class ScaledFlow(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, img):
        flow = self.head(img)
        scale = max(F.max(F.abs(flow)), 1e-3)
        return F.broadcast_div(flow, scale)


Net = ScaledFlow
