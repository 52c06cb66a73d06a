"""Flow scaled by a conditional expression on a tensor: `scale = 0.5 if F.max(F.abs(flow)) > 1.0 else 1.0`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5)]


class ScaledFlow(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, img):
        flow = self.head(img)
        scale = 0.5 if F.max(F.abs(flow)) > 1.0 else 1.0
        return flow * scale


Net = ScaledFlow
