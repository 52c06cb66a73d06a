"""NCF pairwise BPR scoring (positive minus negative item) with a margin taken from the batch's
mean difference as a python number (`.asscalar()`) to centre the scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4,), (4, 2)]


def to_ids(F, u, n):
    return F.clip(F.floor((u + 1) * 0.5 * n), 0, n - 1)


class BPRScorer(HybridBlock):
    def __init__(self, num_users=10, num_items=12, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.nu, self.ni = num_users, num_items
        with self.name_scope():
            self.user = nn.Embedding(num_users, dim)
            self.item = nn.Embedding(num_items, dim)

    def hybrid_forward(self, F, user, pair):
        eu = self.user(to_ids(F, user, self.nu))
        pos, neg = F.split(self.item(to_ids(F, pair, self.ni)), num_outputs=2, axis=1, squeeze_axis=True)
        diff = F.sum(eu * pos, axis=1) - F.sum(eu * neg, axis=1)
        return diff - diff.mean().asscalar()


Net = BPRScorer
