"""CenterPoint centres feeding CondInst masks: the heatmap's top-K pixels over the flattened H*W
(`topk`, `ys = floor(inds / w)`, `xs = inds % w` with `b, c, h, w = heat.shape`) taken as instance
locations, relative coordinate maps against a grid of the feature's size (`nd.arange`), each
instance's map `exp(-(dx ** 2 + dy ** 2) / sigma)` and the features broadcast to the instances,
a shared 1x1 mask head."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(1, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, K=3, sigma=4.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K = K
        self.sigma = sigma
        with self.name_scope():
            self.hm = nn.Conv2D(1, 3, padding=1, in_channels=4)
            self.mask = nn.Conv2D(1, 1, in_channels=7)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.hm(x))
        b, c, h, w = heat.shape
        scores, inds = F.topk(heat.reshape((b, -1)), k=self.K, ret_typ='both')
        ys = F.floor(inds / w).reshape((-1, 1, 1))
        xs = (inds % w).reshape((-1, 1, 1))
        grid_y = nd.arange(h).reshape((h, 1)).tile((1, w)).reshape((1, h, w))
        grid_x = nd.arange(w).reshape((1, w)).tile((h, 1)).reshape((1, h, w))
        dx = grid_x - xs
        dy = grid_y - ys
        prior = F.exp(-(dx ** 2 + dy ** 2) / self.sigma)
        rel = F.stack(dx / w, dy / h, prior, axis=1)
        feats = x.broadcast_to((self.K, x.shape[1], h, w))
        masks = self.mask(F.concat(rel, feats, dim=1))
        return masks * scores.reshape((-1, 1, 1, 1))
