"""Video matting: the previous alpha warped to the current frame by the flow through a GridGenerator, blended with the new alpha, and the composite taken over the background."""
from mxnet.gluon import nn


INPUTS = [(1, 1, 4, 5), (1, 2, 4, 5), (1, 1, 4, 5), (1, 3, 4, 5), (1, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, prev_alpha, flow, alpha, fg, bg):
        grid = F.GridGenerator(flow, transform_type='warp')
        warped = F.BilinearSampler(prev_alpha, grid)
        h, w = alpha.shape[2], alpha.shape[3]
        a = 0.5 * (F.sigmoid(alpha) + warped)
        a = F.slice(a, begin=(None, None, 0, 0), end=(None, None, h, w))
        return a * fg + (1 - a) * bg
