"""A FiBiNET-style SENET re-weighting of query "fields" feeding MaskFormer class and mask heads: the
queries `(b, q, d)` squeezed over d, excited by Dense layers sized by the query count from the
constructor, re-weighted by a plain `*` with `weights.reshape((b, q, 1))` from `b, q, d =
queries.shape`; masks by batch_dot against the flattened pixel embeddings, a no-object gate from
`.asnumpy()` of the max class score."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 4, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, num_queries=3, dim=4, num_classes=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.squeeze = nn.Dense(num_queries, in_units=num_queries, activation='relu')
            self.excite = nn.Dense(num_queries, in_units=num_queries, activation='sigmoid')
            self.cls = nn.Dense(num_classes + 1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, queries, pix):
        b, q, d = queries.shape
        weights = self.excite(self.squeeze(F.mean(queries, axis=2)))
        queries = queries * weights.reshape((b, q, 1))
        logits = self.cls(queries)
        masks = F.batch_dot(queries, pix.reshape((b, d, -1)))
        if logits.max().asnumpy() > 100:
            masks = masks * 0
        return logits, masks.reshape((b, q, pix.shape[2], pix.shape[3]))
