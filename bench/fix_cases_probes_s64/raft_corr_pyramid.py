"""RAFT's all-pairs correlation volume: both feature maps flattened by `batch, dim, ht, wd = fmap1.shape`
and `reshape((batch, dim, ht * wd))`, the volume by `F.batch_dot(fmap1, fmap2, transpose_a=True)` scaled by
`1 / math.sqrt(dim)`, folded to `(batch * ht * wd, 1, ht, wd)` and pooled into a pyramid by average pooling
in a python loop over the levels; every level flattened back per pixel and concatenated."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 8, 6, 8), (2, 8, 6, 8)]


class Net(nn.HybridBlock):
    def __init__(self, num_levels=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_levels = num_levels

    def hybrid_forward(self, F, fmap1, fmap2):
        batch, dim, ht, wd = fmap1.shape
        fmap1 = fmap1.reshape((batch, dim, ht * wd))
        fmap2 = fmap2.reshape((batch, dim, ht * wd))
        corr = F.batch_dot(fmap1, fmap2, transpose_a=True)
        corr = corr.reshape((batch * ht * wd, 1, ht, wd))
        corr = corr / math.sqrt(dim)

        pyramid = [corr]
        for _ in range(self.num_levels - 1):
            corr = F.Pooling(corr, kernel=(2, 2), stride=(2, 2), pool_type='avg')
            pyramid.append(corr)
        out = [c.reshape((batch, ht * wd, -1)) for c in pyramid]
        return F.concat(*out, dim=2)
