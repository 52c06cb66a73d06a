"""SwAV multi-crop: two global views and one local view (passed as inputs of the same feature size) put in a python list, each through the shared projection head in a list comprehension, concatenated on the batch axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 12), (2, 12), (2, 12)]


class MultiCrop(HybridBlock):
    def __init__(self, in_dim=12, dim=8, **kwargs):
        super(MultiCrop, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.HybridSequential()
            self.head.add(nn.Dense(16, in_units=in_dim, activation="relu"), nn.Dense(dim, in_units=16))

    def hybrid_forward(self, F, g1, g2, local):
        crops = [g1, g2, local]
        outs = [F.L2Normalization(self.head(c)) for c in crops]
        return F.concat(*outs, dim=0)


Net = MultiCrop
