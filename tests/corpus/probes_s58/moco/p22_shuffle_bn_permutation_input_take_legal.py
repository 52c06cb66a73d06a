"""Shuffle BN on one device: the key batch permuted by a permutation passed in as an input (`F.take(im_k, idx_shuffle)`), encoded with BatchNorm, and restored by `F.take` with the inverse from `F.argsort`; the permutation is an argsort of random scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4,)]


class ShuffleBN(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super(ShuffleBN, self).__init__(**kwargs)
        with self.name_scope():
            self.encoder_k = nn.HybridSequential()
            self.encoder_k.add(nn.Dense(dim, in_units=10), nn.BatchNorm(in_channels=dim))

    def hybrid_forward(self, F, im_k, scores):
        idx_shuffle = F.argsort(scores)
        idx_unshuffle = F.argsort(idx_shuffle)
        k = self.encoder_k(F.take(im_k, idx_shuffle))
        return F.L2Normalization(F.take(k, idx_unshuffle))


Net = ShuffleBN
