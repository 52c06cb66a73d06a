"""DiffPool link loss normalised by the number of adjacency entries, `adj.size`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class DiffPoolLinkLoss(HybridBlock):
    def __init__(self, clusters=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.assign = nn.Dense(clusters, flatten=False)

    def hybrid_forward(self, F, x, adj):
        s = F.softmax(self.assign(x), axis=-1)
        link = adj - F.batch_dot(s, s, transpose_b=True)
        return F.sqrt(F.sum(F.square(link))) / adj.size


Net = DiffPoolLinkLoss
