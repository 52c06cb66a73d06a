"""A decoder step whose key cache is a dict `cache = {"k": past}`; the new keys are concatenated to
`cache.get("k")` along time with `F.concat(..., dim=1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 4), (2, 3, 4)]


class CachedKeys(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.k = nn.Dense(4, flatten=False, in_units=4)

    def hybrid_forward(self, F, x, past):
        cache = {"k": past}
        keys = F.concat(cache.get("k"), self.k(x), dim=1)
        cache["k"] = keys
        return F.batch_dot(self.k(x), cache.get("k"), transpose_b=True)


Net = CachedKeys
