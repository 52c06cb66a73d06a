"""NCF scoring K candidates one column at a time, `items[:, k]` for k in range(K) (K from the
constructor), the scores concatenated."""
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
        scores = []
        for k in range(self.k):
            ei = self.item(to_ids(F, items[:, k], self.ni))
            scores.append(F.sum(eu * ei, axis=1, keepdims=True))
        return F.concat(*scores, dim=1)


Net = CandidateScorer
