"""CenterPoint's `_gather_feat` / `_transpose_and_gather_feat`: the regression map (B, C, H, W)
flattened to (B, H*W, C), the features at the top-K centres gathered by `gather_nd` with a batch
index made by `nd.arange(batch)` repeated over K, the centre offsets added to the integer centres
`xs, ys` (from `inds % width`, `floor(inds / width)`)."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, K=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K = K
        with self.name_scope():
            self.hm = nn.Conv2D(1, 3, padding=1, in_channels=8)
            self.reg = nn.Conv2D(2, 3, padding=1, in_channels=8)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.hm(x))
        reg = self.reg(x)
        batch, _, height, width = reg.shape
        scores, inds = F.topk(heat.reshape((batch, -1)), k=self.K, ret_typ='both')
        feat = reg.reshape((batch, 2, -1)).transpose((0, 2, 1))
        bidx = nd.arange(batch).reshape((batch, 1)).broadcast_to((batch, self.K))
        offset = F.gather_nd(feat, F.stack(bidx, inds, axis=0))
        xs = (inds % width) + offset[:, :, 0]
        ys = F.floor(inds / width) + offset[:, :, 1]
        return F.stack(xs, ys, scores, axis=2)
