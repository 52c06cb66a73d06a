"""Backward warping by optical flow: `GridGenerator(transform_type='warp')` turns the (N, 2, H, W) flow into a sampling grid."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class FlowWarp(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.flow_net = nn.HybridSequential()
            self.flow_net.add(nn.Conv2D(hidden, 3, padding=1, activation="relu"),
                              nn.Conv2D(2, 3, padding=1))

    def hybrid_forward(self, F, frame1, frame2):
        flow = self.flow_net(F.concat(frame1, frame2, dim=1))
        grid = F.GridGenerator(flow, transform_type="warp")
        warped = F.BilinearSampler(frame2, grid)
        return warped, F.mean(F.abs(warped - frame1))


class Net(FlowWarp):
    pass
