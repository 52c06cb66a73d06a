"""MIND's label-aware attention: the user's interest capsules (B, K, d) scored against the target item's
embedding by `batch_dot` with `target.reshape((B, d, 1))`, sharpened by `pow(att, p)` and softmaxed over the
interests (`reshape((B, K))` from `B, K, d = caps.shape`), the user vector as the weighted sum of a plain `*`
of (B, K, 1) weights and the capsules, and sampled-softmax style logits against the item table."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, num_items=7, pow_p=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pow_p = pow_p
        with self.name_scope():
            self.item_emb = self.params.get('item_emb', shape=(num_items, dim))

    def hybrid_forward(self, F, caps, target, item_emb):
        B, K, d = caps.shape
        att = F.batch_dot(caps, target.reshape((B, d, 1))).reshape((B, K))
        att = F.softmax(F.power(att, self.pow_p), axis=-1)
        user = (att.expand_dims(-1) * caps).sum(axis=1)
        return F.dot(user, item_emb, transpose_b=True)
