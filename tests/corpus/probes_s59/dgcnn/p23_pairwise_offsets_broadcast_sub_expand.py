"""DGCNN dense pairwise offsets `broadcast_sub(x.expand_dims(3), x.expand_dims(2))` (N, C, P, P), a 1x1 Conv2D over them and a max over the second point axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6)]


class PairwiseConv(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 1, in_channels=3, activation="relu")

    def hybrid_forward(self, F, x):
        offsets = F.broadcast_sub(x.expand_dims(axis=3), x.expand_dims(axis=2))
        return F.max(self.conv(offsets), axis=-1)


Net = PairwiseConv
