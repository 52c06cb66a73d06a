"""Flow estimator that checks its output's channel count only when run imperatively: `if F is nd: assert flow.shape[1] == 2`, the computation itself the same on both paths."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 5), (2, 3, 5, 5)]


class CheckedFlow(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, frame1, frame2):
        flow = self.head(frame1 - frame2)
        if F is nd:
            assert flow.shape[1] == 2, flow.shape
        return F.tanh(flow)


Net = CheckedFlow
