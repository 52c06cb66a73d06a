"""Token ids to one-hot bases inside the block: ids clipped to [0, 3], `one_hot` with a python depth, moved channel-first by `transpose`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16)]


class TokenCNN(HybridBlock):
    def __init__(self, num_bases=4, **kwargs):
        super().__init__(**kwargs)
        self.num_bases = num_bases
        with self.name_scope():
            self.conv = nn.Conv1D(6, 5, in_channels=num_bases, activation="relu")

    def hybrid_forward(self, F, raw):
        ids = F.clip(F.floor((raw + 1) * 2), 0, self.num_bases - 1)
        onehot = F.transpose(F.one_hot(ids, self.num_bases), axes=(0, 2, 1))
        return F.max(self.conv(onehot), axis=2)


Net = TokenCNN
