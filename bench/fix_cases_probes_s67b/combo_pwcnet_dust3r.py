"""A flow-consistency term between two DUSt3R pointmaps: the second view's (B, H, W, 3) pointmap and confidence
moved channels-first and warped into the first view by a PWC-style flow through BilinearSampler on the grid
`2 * (base + flow) / (size - 1) - 1` (the base from `F.arange` of the unpacked sizes, legacy subscripts per
component), both pointmaps normalised by their mean distance to the origin, and the confidence-weighted distance
`c1 * c2w * ||p1 - p2w|| - alpha * log(c1 * c2w)` averaged."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 3), (2, 4, 4, 3), (2, 4, 4), (2, 4, 4), (2, 2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, alpha=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.alpha = alpha

    def hybrid_forward(self, F, pts1, pts2, conf1, conf2, flow):
        B, H, W, _ = pts1.shape
        xx = F.arange(W).reshape((1, 1, W)).broadcast_to((B, H, W))
        yy = F.arange(H).reshape((1, H, 1)).broadcast_to((B, H, W))
        gx = 2.0 * (xx + flow[:, 0]) / (W - 1) - 1.0
        gy = 2.0 * (yy + flow[:, 1]) / (H - 1) - 1.0
        grid = F.stack(gx, gy, axis=1)
        src = F.concat(pts2.transpose((0, 3, 1, 2)), conf2.expand_dims(1), dim=1)
        warped = F.BilinearSampler(src, grid)
        p2w = warped[:, :3].transpose((0, 2, 3, 1))
        c2w = 1 + F.exp(warped[:, 3])
        c1 = 1 + F.exp(conf1)
        n1 = F.norm(pts1, axis=-1).mean(axis=(1, 2)).reshape((B, 1, 1, 1))
        n2 = F.norm(p2w, axis=-1).mean(axis=(1, 2)).reshape((B, 1, 1, 1))
        err = F.norm(pts1 / n1 - p2w / n2, axis=-1)
        conf = c1 * c2w
        return (conf * err - self.alpha * F.log(conf)).mean()
