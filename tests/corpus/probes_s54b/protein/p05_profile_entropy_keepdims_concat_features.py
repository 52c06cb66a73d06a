"""Sequence-profile features: a softmax profile over 21 letters per position, its entropy `-sum(p log p)` with `keepdims=True`, concatenated to the profile and projected per position."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 21)]


class ProfileEncoder(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(ProfileEncoder, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, activation="relu")

    def hybrid_forward(self, F, logits):
        p = F.softmax(logits, axis=-1)
        entropy = -F.sum(p * F.log(p + 1e-8), axis=-1, keepdims=True)
        return self.proj(F.concat(p, entropy, dim=-1))


Net = ProfileEncoder
