"""NCF scoring K candidates one column at a time through `F.split(items, K, axis=1, squeeze_axis=True)`
(K from the constructor), the scores stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class CandidateScorer(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=6, k=3, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni, self.k = num_users, num_items, k
        with self.name_scope():
            self.user = nn.Embedding(num_users, dim)
            self.item = nn.Embedding(num_items, dim)

    def hybrid_forward(self, F, user, items):
        eu = self.user(to_ids(F, user, self.nu))
        cols = F.split(items, num_outputs=self.k, axis=1, squeeze_axis=True)
        scores = [F.sum(eu * self.item(to_ids(F, c, self.ni)), axis=1) for c in cols]
        return F.stack(*scores, axis=1)


Net = CandidateScorer
