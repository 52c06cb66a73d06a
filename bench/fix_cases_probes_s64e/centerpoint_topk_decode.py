"""CenterPoint's BEV heatmap decoding: a sigmoid heatmap kept at its 3x3 local maxima (max pooling
NMS), the top-K scores over the flattened class x H x W heatmap by `topk`, the class as `inds /
(H * W)` floored, the pixel `inds % (H * W)`, then `ys = floor(idx / W)` and `xs = idx % W` with
`batch, cat, height, width = heat.shape`; returns (B, K, 4) rows of (x, y, class, score)."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, num_classes=3, K=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K = K
        with self.name_scope():
            self.hm = nn.Conv2D(num_classes, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.hm(x))
        hmax = F.Pooling(heat, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type='max')
        heat = heat * (hmax == heat)
        batch, cat, height, width = heat.shape
        scores, inds = F.topk(heat.reshape((batch, -1)), k=self.K, ret_typ='both')
        clses = F.floor(inds / (height * width))
        inds = inds % (height * width)
        ys = F.floor(inds / width)
        xs = inds % width
        return F.stack(xs, ys, clses, scores, axis=2)
