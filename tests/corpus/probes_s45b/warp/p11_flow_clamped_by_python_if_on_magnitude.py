"""Flow head that rescales the flow when its largest magnitude exceeds a bound, tested with a python `if` on the tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, max_flow=0.5, **kwargs):
        super().__init__(**kwargs)
        self._max = max_flow
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, feats):
        flow = self.head(feats)
        peak = F.max(F.abs(flow))
        if peak > self._max:
            flow = F.broadcast_div(flow, peak) * self._max
        return flow
