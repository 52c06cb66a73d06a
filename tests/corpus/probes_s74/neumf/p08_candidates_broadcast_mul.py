"""NCF scoring a user against K candidate items (sampled negatives): the user vector (B, 1, D) by
`expand_dims` against the items' (B, K, D) through broadcast_mul, summed over D to (B, K)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 3)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class CandidateScorer(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni = num_users, num_items
        with self.name_scope():
            self.user = nn.Embedding(num_users, dim)
            self.item = nn.Embedding(num_items, dim)

    def hybrid_forward(self, F, user, items):
        eu = self.user(to_ids(F, user, self.nu)).expand_dims(1)
        ei = self.item(to_ids(F, items, self.ni))
        return F.sum(F.broadcast_mul(eu, ei), axis=-1)


Net = CandidateScorer
