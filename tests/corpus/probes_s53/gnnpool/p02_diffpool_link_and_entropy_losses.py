"""DiffPool auxiliary losses: link prediction `||A - S S^T||_F` by square-sum-root per graph and the assignment entropy, both averaged with python weights."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5), (2, 6, 6)]


class DiffPoolLosses(HybridBlock):
    def __init__(self, clusters=3, link_w=1.0, ent_w=0.1, **kwargs):
        super().__init__(**kwargs)
        self.link_w, self.ent_w = link_w, ent_w
        with self.name_scope():
            self.assign = nn.Dense(clusters, flatten=False)

    def hybrid_forward(self, F, x, adj):
        s = F.softmax(self.assign(x), axis=-1)
        link = adj - F.batch_dot(s, s, transpose_b=True)
        link_loss = F.sqrt(F.sum(F.square(link), axis=(1, 2)) + 1e-9)
        entropy = -F.sum(s * F.log(s + 1e-9), axis=-1).mean(axis=1)
        return self.link_w * link_loss + self.ent_w * entropy


Net = DiffPoolLosses
