"""A flow head that rescales its output when the largest displacement exceeds a bound: `if F.max(F.abs(flow)) > self.max_flow:`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class BoundedFlow(HybridBlock):
    def __init__(self, max_flow=0.01, **kwargs):
        super().__init__(**kwargs)
        self.max_flow = max_flow
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, img):
        flow = self.head(img)
        if F.max(F.abs(flow)) > self.max_flow:
            flow = F.clip(flow, -self.max_flow, self.max_flow)
        return flow


Net = BoundedFlow
