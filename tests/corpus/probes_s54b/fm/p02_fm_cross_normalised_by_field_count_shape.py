"""FM whose pairwise term is averaged over the number of fields, read as `v.shape[1]` from the embedded batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5)]


class AveragedFM(HybridBlock):
    def __init__(self, buckets=20, factors=4, **kwargs):
        super(AveragedFM, self).__init__(**kwargs)
        self.buckets = buckets
        with self.name_scope():
            self.embed = nn.Embedding(buckets + 1, factors)

    def hybrid_forward(self, F, x):
        ids = F.floor((x + 1) * (self.buckets // 2))
        v = self.embed(ids)
        num_fields = v.shape[1]
        cross = F.square(F.sum(v, axis=1)) - F.sum(F.square(v), axis=1)
        return 0.5 * F.sum(cross, axis=1) / (num_fields * (num_fields - 1) / 2.0)


Net = AveragedFM
